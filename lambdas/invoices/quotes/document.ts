import { formatDate, formatPence } from '../../../shared/dates';
import { QUOTE_STATUS_LABELS } from '../../../shared/quotes';
import { SERVICE_TYPE_LABELS } from '../../../shared/schemas/booking';
import type { Download } from '../../../shared/schemas/invoice';
import type { Quote } from '../../../shared/schemas/quote';
import { getQuoteItem } from '../../data/quote';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { downloadUrl, expiresAt, isStoredPdf, storePdf } from '../files';
import {
  amountRows,
  hr,
  letterhead,
  MARGIN,
  makeRoom,
  openDocument,
  paragraph,
  partiesBlock,
  RIGHT,
  saveDocument,
  sectionHeading,
  termsFooter,
  write,
} from '../pdf-kit';
import { asOf } from './service';

/**
 * A quote's PDF, laid out with the invoice's kit: the same letterhead, parties, lines and
 * totals, with what the quote holds besides (its date, the deposit, when the work would be). One file
 * per version, made at the first download and kept: a version never changes.
 */
export const quotePdf = async (quote: Quote): Promise<Buffer> => {
  const pen = await openDocument(`Quote ${quote.quoteNumber}`, quote.createdAt);
  letterhead(pen, 'QUOTE');
  partiesBlock(
    pen,
    'PREPARED FOR',
    {
      name: quote.recipient.name,
      email: quote.recipient.email,
      ...(quote.address ? { address: quote.address } : {}),
    },
    [
      ['Quote number', quote.quoteNumber],
      ['Version', String(quote.version)],
      ['Date', formatDate(quote.createdAt.slice(0, 10))],
      ['Valid until', formatDate(quote.validUntil)],
    ],
  );
  sectionHeading(pen, quote.title);
  hr(pen, pen.y + 4);
  pen.y -= 10;
  for (const line of quote.lines) {
    makeRoom(pen, 28);
    write(pen, line.description, MARGIN, { size: 9.5 });
    write(pen, `${line.quantity} × ${formatPence(line.unitPence)}`, RIGHT - 110, {
      size: 9.5,
      align: 'right',
    });
    write(pen, formatPence(line.amountPence), RIGHT - 4, { size: 9.5, align: 'right' });
    pen.y -= 16;
  }
  hr(pen, pen.y + 6);
  pen.y -= 8;
  amountRows(pen, [
    { label: 'Subtotal (excluding VAT)', value: formatPence(quote.subtotalPence) },
    { label: `VAT at ${quote.vatRatePercent}% (included)`, value: formatPence(quote.vatPence) },
    { label: 'Total', value: formatPence(quote.totalPence), strong: true },
    ...(quote.depositPence > 0
      ? [{ label: 'Deposit on approval', value: formatPence(quote.depositPence) }]
      : []),
  ]);
  if (quote.schedule) {
    const { schedule } = quote;
    sectionHeading(pen, 'When');
    paragraph(
      pen,
      `${SERVICE_TYPE_LABELS[schedule.serviceType]}, ${schedule.durationHours} hours, ${schedule.frequency === 'one_off' ? 'once' : `${schedule.frequency}, ${schedule.visits} visits`}, from ${formatDate(schedule.serviceDate)} at ${schedule.serviceTime}. The price above is per visit.`,
    );
  }
  if (quote.notes) {
    sectionHeading(pen, 'Notes');
    paragraph(pen, quote.notes);
  }
  sectionHeading(pen, 'How to accept');
  paragraph(
    pen,
    quote.approval
      ? `Approved by ${quote.approval.name} on ${formatDate(quote.approval.at.slice(0, 10))} (version ${quote.approval.version}).`
      : `Status: ${QUOTE_STATUS_LABELS[quote.status]}. Approve, ask for a change or decline it in your account, under Quotes.`,
  );
  termsFooter(pen);
  return saveDocument(pen, quote.quoteNumber);
};

/** A short link to the quote's PDF: the client's own (never a draft), or any for the office. */
export const downloadQuotePdf = async (id: string, caller: Caller): Promise<Download> => {
  const stored = await getQuoteItem(id);
  if (!stored || (!caller.isAdmin && (stored.clientId !== caller.sub || stored.status === 'draft')))
    throw new NotFoundError('Quote not found');
  const quote = asOf(stored);
  // The file names its version and what it says of the answer, so a new answer makes a new file.
  const key = `quotes/${quote.id}/${quote.quoteNumber}-v${quote.version}-${quote.status}.pdf`;
  if (!(await isStoredPdf(key))) await storePdf(key, await quotePdf(quote));
  const filename = `${quote.quoteNumber}.pdf`;
  return { url: await downloadUrl(key, filename), filename, expiresAt: expiresAt() };
};
