import { paymentRoutes } from '@shared/routes/payments';
import type { Download } from '@shared/schemas/invoice';
import type { StatementQuery } from '@shared/schemas/payment';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * Receipts, credit notes and statements: the API checks who may have the file and answers with a
 * short-lived link, whose file is then saved (as the invoice's Download button does).
 */
const save = async (link: Promise<Download>) => {
  const { url, filename } = await link;
  await saveFile(url, filename);
};

/** One invoice's item: a payment's receipt or a credit note, the client's own or (office) anyone's. */
export interface InvoiceItem {
  invoiceId: string;
  itemId: string;
  office: boolean;
}

export const downloadReceipt = ({ invoiceId, itemId, office }: InvoiceItem) => {
  const params = { id: invoiceId, itemId };
  return save(
    office
      ? callApi(paymentRoutes.adminDownloadReceipt, { params })
      : callApi(paymentRoutes.downloadReceipt, { params }),
  );
};

export const downloadCreditNote = ({ invoiceId, itemId, office }: InvoiceItem) => {
  const params = { id: invoiceId, itemId };
  return save(
    office
      ? callApi(paymentRoutes.adminDownloadCreditNote, { params })
      : callApi(paymentRoutes.downloadCreditNote, { params }),
  );
};

/** The client's own statement, or (with `clientId`) the office's copy of a client's. */
export const downloadStatement = (query: StatementQuery, clientId?: string) =>
  save(
    clientId
      ? callApi(paymentRoutes.clientStatement, { params: { id: clientId }, query })
      : callApi(paymentRoutes.downloadStatement, { query }),
  );
