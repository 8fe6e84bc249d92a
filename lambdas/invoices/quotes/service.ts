import { randomUUID } from 'node:crypto';
import { hourlyRatePence } from '../../../shared/booking-price';
import { todayInLondon } from '../../../shared/dates';
import { lineAmountPence } from '../../../shared/invoice-money';
import { defaultValidUntil, quoteMoney, quoteNumber } from '../../../shared/quote-money';
import { EDITABLE_STATUSES, effectiveStatus, movesInto, type QuoteStatus } from '../../../shared/quotes';
import { MAX_QUOTE_PENCE, type Quote, type QuoteDraft, type QuoteLine } from '../../../shared/schemas/quote';
import { findReplay, type Idempotency, requestHash, transactOnce } from '../../data/idempotency';
import { getProfile } from '../../data/profile';
import { queryAll, queryUserItems } from '../../data/query';
import {
  enquiryContact,
  getQuoteItem,
  nextQuoteSequence,
  QUOTES_OF_USER,
  quoteItem,
  quoteUpdate,
  toQuote,
  updateQuote,
} from '../../data/quote';
import { byDate, LISTS, mustBeNew } from '../../data/table';
import { env } from '../../lib/env';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

/**
 * The office's side of quotes: write, edit, send, withdraw, and the list with its
 * conversion rate. Money comes from the lines alone (shared/quotes.ts quoteMoney), priced from the
 * price table where a line names a service; every change is conditional on the status and version read.
 */

type Item = Record<string, unknown>;

/** A line priced from the table takes the table's price, whatever was sent; a typed line keeps its own. */
const pricedLines = (lines: QuoteDraft['lines']): QuoteLine[] =>
  lines.map((line, index) => {
    const tablePence = line.serviceType ? hourlyRatePence[line.serviceType] : undefined;
    if (line.serviceType && tablePence === undefined)
      throw new ValidationError([
        {
          path: `lines.${index}.serviceType`,
          message: 'This service is priced per job: type the line instead',
        },
      ]);
    const unitPence = tablePence ?? line.unitPence;
    return { ...line, unitPence, amountPence: lineAmountPence(line.quantity, unitPence) };
  });

/** Who a quote is for: the client's profile, or the enquiry's sender (its account, if it was sent signed in). */
const recipientOf = async (draft: QuoteDraft) => {
  if (draft.clientId) {
    const profile = await getProfile(draft.clientId);
    if (!profile)
      throw new ValidationError([{ path: 'clientId', message: 'There is no client with this id' }]);
    return { clientId: draft.clientId, recipient: { name: profile.fullName, email: profile.email } };
  }
  const contact = await enquiryContact(draft.enquiryId ?? '');
  if (!contact?.email)
    throw new ValidationError([{ path: 'enquiryId', message: 'There is no enquiry with this id' }]);
  return {
    ...(contact.senderId ? { clientId: contact.senderId } : {}),
    recipient: { name: contact.name, email: contact.email },
  };
};

const written = (draft: QuoteDraft, today: string) => {
  const lines = pricedLines(draft.lines);
  const money = quoteMoney(lines, draft.deposit);
  if (money.totalPence <= 0 || money.totalPence > MAX_QUOTE_PENCE)
    throw new ValidationError([
      { path: 'lines', message: 'The quote total must be more than £0.00 and at most £100,000.00' },
    ]);
  const validUntil = draft.validUntil ?? defaultValidUntil(today);
  if (validUntil < today)
    throw new ValidationError([{ path: 'validUntil', message: 'The quote must hold until today or later' }]);
  if (draft.schedule && draft.schedule.serviceDate < today)
    throw new ValidationError([{ path: 'schedule.serviceDate', message: 'The visit must be in the future' }]);
  return {
    title: draft.title,
    lines,
    ...money,
    validUntil,
    ...(draft.deposit ? { deposit: draft.deposit } : {}),
    ...(draft.schedule ? { schedule: draft.schedule } : {}),
    ...(draft.address ? { address: draft.address } : {}),
    ...(draft.notes ? { notes: draft.notes } : {}),
    ...(draft.bookingId ? { bookingId: draft.bookingId } : {}),
    ...(draft.enquiryId ? { enquiryId: draft.enquiryId } : {}),
  };
};

export const createQuote = async (
  draft: QuoteDraft,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Quote> => {
  const idempotency: Idempotency | undefined = idempotencyKey
    ? { scope: 'createQuote', key: idempotencyKey, hash: requestHash(draft) }
    : undefined;
  // A retry must not take a new number: look for the first answer before touching the counter.
  if (idempotency) {
    const earlier = await findReplay<Quote>(idempotency.scope, idempotency.key, idempotency.hash);
    if (earlier) return earlier;
  }
  const today = todayInLondon(now);
  const content = written(draft, today);
  const who = await recipientOf(draft);
  const createdAt = now.toISOString();
  const quote: Quote = {
    id: randomUUID(),
    quoteNumber: quoteNumber(today.slice(0, 4), await nextQuoteSequence(today.slice(0, 4))),
    status: 'draft',
    version: 1,
    ...who,
    ...content,
    createdAt,
    history: [{ at: createdAt, status: 'draft', version: 1, by: 'office' }],
  };
  const put = { Put: { TableName: env().TABLE_NAME, Item: quoteItem(quote), ...mustBeNew } };
  return (await transactOnce([put], quote, idempotency)).response;
};

/** The quote as the clock has it: past its date and unanswered, it reads as expired. */
export const asOf = (quote: Quote, now = new Date()): Quote => ({
  ...quote,
  status: effectiveStatus(quote, todayInLondon(now)),
});

export const getQuote = async (id: string, now = new Date()): Promise<Quote> => {
  const quote = await getQuoteItem(id);
  if (!quote) throw new NotFoundError('Quote not found');
  return asOf(quote, now);
};

/** Why a move was refused, read again after a failed condition: it changed, ran out, or cannot move so. */
export const refusal = async (id: string, action: string, now = new Date()): Promise<never> => {
  const quote = await getQuoteItem(id);
  if (!quote) throw new NotFoundError('Quote not found');
  const status = effectiveStatus(quote, todayInLondon(now));
  throw new ConflictError(
    status === 'expired'
      ? `This quote ran out on ${quote.validUntil}: it can no longer be ${action}.`
      : `This quote is ${status.replace('_', ' ')} (version ${quote.version}) and cannot be ${action}.`,
    status === 'expired' ? 'quote_expired' : 'quote_conflict',
  );
};

const entry = (status: QuoteStatus, version: number, at: string, by: 'office' | 'client', note?: string) => ({
  at,
  status,
  version,
  by,
  ...(note ? { note } : {}),
});

/**
 * Rewrites a quote at the version read. A quote the client has already been sent goes back to draft
 * with the next version: its link stops working and it must be sent again, so nobody approves words
 * they were never sent.
 */
export const editQuote = async (
  id: string,
  version: number,
  draft: QuoteDraft,
  now = new Date(),
): Promise<Quote> => {
  const current = await getQuote(id, now);
  if (!EDITABLE_STATUSES.includes(current.status)) return refusal(id, 'edited', now);
  if ((draft.clientId ?? current.clientId) !== current.clientId && draft.clientId !== undefined)
    throw new ValidationError([
      { path: 'clientId', message: 'A quote stays with its client: write a new one' },
    ]);
  const content = written(draft, todayInLondon(now));
  const next = current.status === 'draft' ? version : version + 1;
  const at = now.toISOString();
  const updated = await updateQuote(
    quoteUpdate(
      id,
      {
        ...content,
        status: 'draft',
        version: next,
      },
      { statuses: EDITABLE_STATUSES, version },
      entry('draft', next, at, 'office', 'edited'),
    ),
  );
  return updated ?? refusal(id, 'edited', now);
};

export const withdrawQuote = async (id: string, version: number, now = new Date()): Promise<Quote> => {
  const at = now.toISOString();
  const updated = await updateQuote(
    quoteUpdate(
      id,
      { status: 'withdrawn' },
      { statuses: movesInto('withdrawn'), version },
      entry('withdrawn', version, at, 'office'),
    ),
  );
  return updated ?? refusal(id, 'withdrawn', now);
};

export interface QuoteListOptions {
  from?: string;
  to?: string;
  status?: QuoteStatus;
  clientId?: string;
}

/**
 * The office's quotes written in a period (default the last 90 days), newest first, with the period's
 * conversion: of those sent (ever sent, whatever they became), how many were approved.
 */
export const listQuotes = async (options: QuoteListOptions, now = new Date()) => {
  const today = todayInLondon(now);
  const from = options.from ?? todayInLondon(new Date(now.getTime() - 90 * 86_400_000));
  const to = options.to ?? today;
  const items = (
    await queryAll({
      IndexName: byDate.name,
      KeyConditionExpression: '#pk = :list AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#sk': byDate.sortKey },
      ExpressionAttributeValues: { ':list': LISTS.quotes, ':from': from, ':to': `${to}T\uffff` },
      ScanIndexForward: false,
    })
  )
    .map(toQuote)
    .map((quote) => asOf(quote, now))
    .filter((quote) => !options.clientId || quote.clientId === options.clientId);
  const sent = items.filter((quote) => quote.sentAt !== undefined);
  const approved = sent.filter((quote) => quote.status === 'approved').length;
  return {
    items: items.filter((quote) => !options.status || quote.status === options.status),
    conversion: {
      sent: sent.length,
      approved,
      ratePercent: sent.length === 0 ? 0 : Math.round((approved / sent.length) * 1000) / 10,
    },
  };
};

/** A client's own quotes, newest first: drafts are the office's and never shown. */
export const listMyQuotes = async (userId: string, now = new Date()) => ({
  items: (await queryUserItems(userId, QUOTES_OF_USER, false))
    .map((item: Item) => asOf(toQuote(item), now))
    .filter((quote) => quote.status !== 'draft'),
});
