import { randomUUID } from 'node:crypto';
import { todayInLondon } from '../../shared/dates';
import type {
  AdminInvoice,
  CreatedInvoice,
  CreateInvoice,
  Download,
  Invoice,
} from '../../shared/schemas/invoice';
import type { PageQuery } from '../../shared/schemas/pagination';
import type { Caller } from '../lib/caller';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { findReplay, requestHash } from '../lib/idempotency';
import { LISTS } from '../lib/keys';
import { countEvent } from '../lib/metrics';
import { getProfile, getProfiles } from '../lib/profiles';
import { invoicePdf } from './document';
import { downloadUrl, expiresAt, isStoredPdf, storePdf, uploadUrl } from './files';
import { generatedPdfKey, uploadedPdfKey } from './keys';
import {
  getInvoice,
  type InvoiceRecord,
  insertInvoice,
  listInvoicePage,
  listUserInvoices,
  markPaid,
  nextInvoiceNumber,
} from './repository';

const toInvoice = ({ pdfKey, ...invoice }: InvoiceRecord): Invoice => ({
  ...invoice,
  hasPdf: pdfKey !== undefined,
});

const withUpload = async (record: InvoiceRecord, pdfBytes: number | undefined): Promise<CreatedInvoice> => ({
  invoice: toInvoice(record),
  ...(record.pdfKey && pdfBytes
    ? {
        upload: {
          url: await uploadUrl(record.pdfKey, pdfBytes),
          method: 'PUT' as const,
          headers: { 'content-type': 'application/pdf' },
          expiresAt: expiresAt(),
        },
      }
    : {}),
});

/**
 * Creates an unpaid invoice for an existing client with the next number of the year. With a PDF, the
 * answer carries a short presigned PUT for the admin's browser to upload it straight to S3.
 */
export const createInvoice = async (
  input: CreateInvoice,
  idempotencyKey: string | undefined,
): Promise<CreatedInvoice> => {
  const idempotency = idempotencyKey
    ? { scope: 'createInvoice', key: idempotencyKey, hash: requestHash(input) }
    : undefined;
  // A retry must not take a new number: look for the first answer before touching the counter.
  const earlier = idempotency
    ? await findReplay<InvoiceRecord>(idempotency.scope, idempotency.key, idempotency.hash)
    : undefined;
  if (earlier) return withUpload(earlier, input.pdfBytes);

  if (!(await getProfile(input.userId)))
    throw new ValidationError([{ path: 'userId', message: 'There is no client with this id' }]);
  const invoiceDate = todayInLondon();
  const invoiceNumber = await nextInvoiceNumber(invoiceDate.slice(0, 4));
  const record: InvoiceRecord = {
    id: randomUUID(),
    userId: input.userId,
    invoiceNumber,
    description: input.description,
    amount: Math.round(input.amount * 100) / 100,
    status: 'unpaid',
    invoiceDate,
    createdAt: new Date().toISOString(),
    ...(input.pdfBytes ? { pdfKey: uploadedPdfKey(input.userId, invoiceNumber) } : {}),
  };
  const { response, created } = await insertInvoice(record, idempotency);
  if (created) countEvent('InvoiceCreated');
  return withUpload(response, input.pdfBytes);
};

export const markInvoicePaid = async (id: string): Promise<Invoice> => {
  const paid = await markPaid(id, new Date().toISOString());
  if (paid) return toInvoice(paid);
  if (!(await getInvoice(id))) throw new NotFoundError('Invoice not found');
  throw new ConflictError('This invoice is already paid', 'invoice_already_paid');
};

export const listMyInvoices = async (userId: string) => ({
  items: (await listUserInvoices(userId)).map(toInvoice),
});

export const listAllInvoices = async ({
  limit,
  cursor,
}: PageQuery): Promise<{ items: AdminInvoice[]; nextCursor?: string }> => {
  const { records, lastKey } = await listInvoicePage(limit, decodeCursor(cursor, LISTS.invoices));
  const profiles = await getProfiles(records.map((record) => record.userId));
  return {
    items: records.map((record) => ({
      ...toInvoice(record),
      clientName: profiles.get(record.userId)?.fullName,
      clientEmail: profiles.get(record.userId)?.email,
    })),
    nextCursor: encodeCursor(lastKey),
  };
};

/**
 * A short link to the invoice's PDF: the uploaded one when it is really a PDF, otherwise one generated
 * from the invoice's data. Someone else's invoice looks exactly like a missing one.
 */
export const downloadInvoice = async (id: string, caller: Caller): Promise<Download> => {
  const invoice = await getInvoice(id);
  if (!invoice || (invoice.userId !== caller.sub && !caller.isAdmin))
    throw new NotFoundError('Invoice not found');
  const filename = `${invoice.invoiceNumber}.pdf`;
  if (invoice.pdfKey && (await isStoredPdf(invoice.pdfKey))) {
    return { url: await downloadUrl(invoice.pdfKey, filename), filename, expiresAt: expiresAt() };
  }
  // Made once per status and kept: a download reads what is stored rather than writing it again.
  const key = generatedPdfKey(invoice.userId, invoice.invoiceNumber, invoice.status);
  if (!(await isStoredPdf(key))) await storePdf(key, invoicePdf(invoice, await getProfile(invoice.userId)));
  return { url: await downloadUrl(key, filename), filename, expiresAt: expiresAt() };
};
