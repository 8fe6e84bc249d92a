import { randomUUID } from 'node:crypto';
import { todayInLondon } from '../../shared/dates';
import { dueDateFor, invoiceTotals, lineAmountPence } from '../../shared/invoice-money';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import type {
  AdminInvoice,
  AdminInvoiceQuery,
  Billable,
  CreatedInvoice,
  CreateInvoice,
  Download,
  Invoice,
  InvoiceExportQuery,
  InvoiceLine,
} from '../../shared/schemas/invoice';
import { MAX_INVOICE_PENCE, PDF_UPLOAD_HEADERS } from '../../shared/schemas/invoice';
import { findReplay, idFor, requestHash } from '../data/idempotency';
import { getInvoiceRecord, type InvoiceRecord, toRecord } from '../data/invoice';
import { noticePut } from '../data/notice';
import { getProfile, getProfiles } from '../data/profile';
import { queryFilteredAll, queryFilteredPage } from '../data/query';
import { takeCredit } from '../data/referral';
import { LISTS } from '../data/table';
import { cancellationReasons } from '../data/transaction';
import type { Caller } from '../lib/caller';
import { toCsv, tooManyRows } from '../lib/csv';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { countEvent } from '../lib/metrics';
import { adminIds } from '../lib/user-pool';
import { listReady, referralCredits, stillClaimed } from './billing';
import { claimVisits, readyLines, releaseClaims } from './claims';
import { downloadUrl, expiresAt, isStoredPdf, objectExists, uploadUrl } from './files';
import { uploadedPdfKey } from './invoice-files';
import { childcareAtIssue, collectionAtIssue } from './issue-facts';
import { invoiceColumns, invoiceListQuery } from './list-query';
import { insertInvoice, listUserInvoices, nextInvoiceNumber } from './repository';
import { storeDocument, storedDocumentKey, writeDocument } from './stored-document';

export const toInvoice = ({ pdfKey, ...invoice }: InvoiceRecord): Invoice => ({
  ...invoice,
  hasPdf: pdfKey !== undefined,
});

/** The outbox item telling the client about an invoice as it now is (the client's view). */
export const invoiceNoticePut = (kind: 'invoice-issued' | 'payment-received', record: InvoiceRecord) =>
  noticePut({
    kind,
    userId: record.userId,
    subject: { type: 'invoice', id: record.id },
    facts: { invoice: toInvoice(record) },
  });

const withUpload = async (record: InvoiceRecord, pdfBytes: number | undefined): Promise<CreatedInvoice> => ({
  invoice: toInvoice(record),
  ...(record.pdfKey && pdfBytes
    ? {
        upload: {
          url: await uploadUrl(record.pdfKey, pdfBytes),
          method: 'PUT' as const,
          headers: { ...PDF_UPLOAD_HEADERS },
          expiresAt: expiresAt(),
        },
      }
    : {}),
});

/**
 * A replay answers what the first try answered (the invoice as issued). Its upload link comes again
 * only while nothing is stored under the PDF's key and the invoice is still as issued and unpaid: the
 * first try's upload failed, and the office's form sends the same request again to retry it. An
 * issued invoice's PDF is otherwise written once (security review): a replay never hands out a link
 * over a stored PDF, nor over a paid, voided or changed invoice, and S3 refuses the link's PUT over an
 * existing object anyway (`If-None-Match`, files.ts).
 */
const replayed = async (earlier: InvoiceRecord, pdfBytes: number | undefined): Promise<CreatedInvoice> => {
  if (!earlier.pdfKey || !pdfBytes) return { invoice: toInvoice(earlier) };
  const current = await getInvoiceRecord(earlier.id);
  const asIssued = current?.status === 'unpaid' && current.version === earlier.version;
  if (!asIssued || (await objectExists(earlier.pdfKey))) return { invoice: toInvoice(earlier) };
  return withUpload(earlier, pdfBytes);
};

const manualLines = (input: CreateInvoice): InvoiceLine[] =>
  (input.lines ?? []).map((line) => ({
    kind: 'manual',
    description: line.description,
    ...(line.serviceDate ? { serviceDate: line.serviceDate } : {}),
    quantity: line.quantity,
    unitPence: line.unitPence,
    amountPence: lineAmountPence(line.quantity, line.unitPence),
  }));

/** The client's ready lines: completed visits and cancellation fees on no invoice yet. */
export const listBillable = async (userId: string): Promise<{ items: Billable[] }> => {
  if (!(await getProfile(userId))) throw new NotFoundError('Client not found');
  return { items: await listReady(userId) };
};

/**
 * Issues an unpaid invoice with the next number of the year: the chosen visits' lines (or every ready
 * line of a month), then the office's own lines, in pence, with the terms' due date. The visits are
 * claimed for this invoice before a number is taken, so a visit already invoiced costs no number.
 * With an uploaded PDF, the answer carries a short presigned PUT; otherwise the PDF is made now and
 * stored.
 */
export const createInvoice = async (
  input: CreateInvoice,
  idempotencyKey: string | undefined,
): Promise<CreatedInvoice> => {
  const idempotency = idempotencyKey
    ? { scope: 'createInvoice', key: idempotencyKey, hash: requestHash(input) }
    : undefined;
  // Every try of one request makes the same invoice: a retry takes up visits an earlier try claimed.
  const id = idempotency ? idFor(idempotency) : randomUUID();
  // A retry must not take a new number: look for the first answer before touching anything.
  const earlier = idempotency
    ? await findReplay<InvoiceRecord>(idempotency.scope, idempotency.key, idempotency.hash)
    : undefined;
  if (earlier) return replayed(earlier, input.pdfBytes);

  const client = await getProfile(input.userId);
  if (!client) throw new ValidationError([{ path: 'userId', message: 'There is no client with this id' }]);
  // Admins hold accounts to run the office, not to be billed; the picker offers clients only, and this
  // holds for any other caller of the API.
  if ((await adminIds()).has(input.userId))
    throw new ValidationError(
      [{ path: 'userId', message: 'This account is an admin: invoices are made out to clients only' }],
      'Invoices are made out to clients only, and this account is an admin',
    );
  const { visits, abandoned } = await readyLines(input, id);
  const charged = [...visits.flatMap((visit) => visit.lines), ...manualLines(input)];
  const chargedTotal = invoiceTotals(charged).totalPence;
  if (chargedTotal <= 0 || chargedTotal > MAX_INVOICE_PENCE)
    throw new ValidationError([
      { path: 'lines', message: 'The invoice total must be more than £0.00 and at most £100,000.00' },
    ]);
  // The client's referral credits come off it, as one line.
  const credits = await referralCredits(input.userId, chargedTotal);
  const lines = [...charged, ...credits.lines];
  const totals = invoiceTotals(lines);

  const createdAt = new Date().toISOString();
  const bookingIds = visits.map((visit) => visit.bookingId);
  await claimVisits(bookingIds, input.userId, id, createdAt, abandoned);
  let written: { response: InvoiceRecord; created: boolean };
  try {
    const invoiceDate = todayInLondon();
    const invoiceNumber = await nextInvoiceNumber(invoiceDate.slice(0, 4));
    const monthly = input.month !== undefined || visits.some((visit) => visit.seriesId);
    const dueDate = dueDateFor(invoiceDate, monthly);
    const [collection, childcare] = await Promise.all([
      collectionAtIssue(input.userId, dueDate),
      childcareAtIssue(visits),
    ]);
    const record: InvoiceRecord = {
      id,
      userId: input.userId,
      invoiceNumber,
      paymentReference: invoiceNumber,
      status: 'unpaid',
      invoiceDate,
      dueDate,
      monthly,
      billTo: {
        name: client.fullName,
        email: client.email,
        ...(client.address ? { address: client.address } : {}),
      },
      lines,
      ...totals,
      createdAt,
      version: 1,
      ...(collection ? { collection } : {}),
      ...(childcare ? { childcare } : {}),
      ...(input.pdfBytes ? { pdfKey: uploadedPdfKey(input.userId, invoiceNumber) } : {}),
    };
    written = await insertInvoice(record, idempotency, [
      ...bookingIds.map((bookingId) => stillClaimed(bookingId, id)),
      // Each credit taken only as it was read: an invoice at the same moment cannot take it too.
      ...credits.taken.map(({ credit, pence }) => takeCredit(credit, pence, id, createdAt)),
      // The client's notice, written exactly when the invoice is.
      invoiceNoticePut('invoice-issued', record),
    ]);
  } catch (error) {
    await releaseClaims(bookingIds, id);
    // A twin of this request (same key) released the visits first: the request is not done, try again.
    if (cancellationReasons(error))
      throw new AppError(409, 'idempotency_conflict', 'This request is already being processed');
    throw error;
  }
  // The invoice now holds its visits: nothing below may release them.
  const { response, created } = written;
  if (!created) return replayed(response, input.pdfBytes);
  countEvent('InvoiceCreated');
  if (!response.pdfKey) await storeDocument(response);
  return withUpload(response, input.pdfBytes);
};

/** Invoices written before invoices had lines carry no client name: it comes from the profile. */
const named = (record: InvoiceRecord, name: string | undefined): InvoiceRecord =>
  record.billTo.name || !name ? record : { ...record, billTo: { ...record.billTo, name } };

export const listMyInvoices = async (userId: string) => {
  const [records, profile] = await Promise.all([listUserInvoices(userId), getProfile(userId)]);
  return { items: records.map((record) => toInvoice(named(record, profile?.fullName))) };
};

export const withClients = async (records: InvoiceRecord[]): Promise<AdminInvoice[]> => {
  const profiles = await getProfiles(records.map((record) => record.userId));
  return records.map((record) => {
    const profile = profiles.get(record.userId);
    return {
      ...toInvoice(named(record, profile?.fullName)),
      clientName: profile?.fullName,
      clientEmail: profile?.email,
    };
  });
};

/** The office's invoice list: filtered, searched and ordered along the invoice date, a page at a time. */
export const listAllInvoices = async (
  query: AdminInvoiceQuery,
  now = new Date(),
): Promise<{ items: AdminInvoice[]; nextCursor?: string }> => {
  const { items, lastKey } = await queryFilteredPage({
    ...invoiceListQuery(query, todayInLondon(now)),
    limit: query.limit,
    startKey: decodeCursor(query.cursor, LISTS.invoices),
  });
  return { items: await withClients(items.map(toRecord)), nextCursor: encodeCursor(lastKey) };
};

/** The filtered invoice list, every page of it, as CSV. */
export const exportInvoices = async (query: InvoiceExportQuery, now = new Date()): Promise<CsvFile> => {
  const today = todayInLondon(now);
  const { items, more } = await queryFilteredAll(invoiceListQuery(query, today), MAX_CSV_ROWS);
  if (more) throw tooManyRows();
  return toCsv(`invoices-${today}`, invoiceColumns(today), await withClients(items.map(toRecord)));
};

/**
 * A short link to the invoice's PDF: the uploaded one when it really is a PDF, otherwise the one made
 * for this version of the invoice. Downloads read; they write only if that version's PDF was never
 * stored (an invoice from before invoices had lines, or a store that failed). Someone else's invoice looks
 * exactly like a missing one.
 */
export const downloadInvoice = async (id: string, caller: Caller): Promise<Download> => {
  const invoice = await getInvoiceRecord(id);
  if (!invoice || (invoice.userId !== caller.sub && !caller.isAdmin))
    throw new NotFoundError('Invoice not found');
  const filename = `${invoice.invoiceNumber}.pdf`;
  if (invoice.pdfKey && (await isStoredPdf(invoice.pdfKey))) {
    return { url: await downloadUrl(invoice.pdfKey, filename), filename, expiresAt: expiresAt() };
  }
  const key = storedDocumentKey(invoice);
  if (!(await isStoredPdf(key))) {
    const profile = invoice.billTo.name ? undefined : await getProfile(invoice.userId);
    await writeDocument(named(invoice, profile?.fullName));
  }
  return { url: await downloadUrl(key, filename), filename, expiresAt: expiresAt() };
};
