import type { InvoiceRecord } from '../data/invoice';
import { logger } from '../lib/logger';
import { invoicePdf } from './document';
import { storePdf } from './files';
import { generatedPdfKey } from './invoice-files';

export const storedDocumentKey = (invoice: InvoiceRecord) =>
  generatedPdfKey(invoice.userId, invoice.invoiceNumber, invoice.version);

export const writeDocument = async (invoice: InvoiceRecord): Promise<void> => {
  await storePdf(storedDocumentKey(invoice), await invoicePdf(invoice));
};

/**
 * Makes this version's PDF and stores it, once, when the invoice is issued or changed. A failure here
 * does not undo the change: the first download makes the missing PDF instead.
 */
export const storeDocument = async (invoice: InvoiceRecord): Promise<void> => {
  if (invoice.pdfKey) return;
  try {
    await writeDocument(invoice);
  } catch (error) {
    logger.error('The invoice PDF was not stored; the first download will make it', {
      invoiceId: invoice.id,
      error,
    });
  }
};
