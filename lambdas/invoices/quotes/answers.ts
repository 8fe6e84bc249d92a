import { todayInLondon } from '../../../shared/dates';
import { movesInto, OPEN_STATUSES, type QuoteStatus, quoteLink } from '../../../shared/quotes';
import type { ApproveQuote, DeclineQuote, Quote, QuoteAnswer } from '../../../shared/schemas/quote';
import { noticePut } from '../../data/notice';
import { getProfile } from '../../data/profile';
import { clientKeysOf, getQuoteItem, quoteUpdate, updateQuote } from '../../data/quote';
import { failedCondition } from '../../data/transaction';
import { writeTransaction } from '../../data/write';
import type { Caller } from '../../lib/caller';
import { env } from '../../lib/env';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { createInvoice } from '../service';
import { checkQuoteLink, linkQuoteId, signQuoteLink } from './link';
import { asOf, getQuote, refusal } from './service';

/**
 * Sending a quote and the client's answers. Every move is one conditional write on the
 * status, the version the client read and (for an answer) the date it holds to, written with its
 * notice: two approvals at once cannot both land, and nothing is approved that was not sent as it is.
 */

type Update = ReturnType<typeof quoteUpdate>;

/** An update and its notice in one transaction (the outbox, decision 011): false when the update's condition failed. */
const withNotice = async (update: Update, notice: ReturnType<typeof noticePut>): Promise<boolean> => {
  const { ReturnValues: _all, ...change } = update;
  try {
    await writeTransaction([{ Update: change }, notice]);
    return true;
  } catch (error) {
    if (failedCondition(error, 0)) return false;
    throw error;
  }
};

const entryOf = (quote: Quote, status: QuoteStatus, at: string, by: 'office' | 'client', note?: string) => ({
  at,
  status,
  version: quote.version,
  by,
  ...(note ? { note } : {}),
});

/** The history as it will read after the write that appends `entry`, for the answer. */
const history = (...args: Parameters<typeof entryOf>) => [...args[0].history, entryOf(...args)];

/** Where a quote's notices live: its client's partition, or a visitor's enquiry's. */
const noticeHome = (quote: Quote) =>
  quote.clientId
    ? { userId: quote.clientId, subject: { type: 'user' as const, id: quote.clientId } }
    : {
        userId: '',
        subject: { type: 'enquiry' as const, id: quote.enquiryId ?? '' },
        recipient: quote.recipient,
      };

/** Sends the version read, with a fresh signed link in the client's mail. */
export const sendQuote = async (id: string, version: number, now = new Date()): Promise<Quote> => {
  const current = await getQuote(id, now);
  if (current.version !== version || !movesInto('sent').includes(current.status))
    return refusal(id, 'sent', now);
  const at = now.toISOString();
  const sent: Quote = {
    ...current,
    status: 'sent',
    sentAt: at,
    history: history(current, 'sent', at, 'office'),
  };
  const link = quoteLink(env().SITE_URL, await signQuoteLink(sent, now));
  const update = quoteUpdate(
    id,
    { status: 'sent', sentAt: at },
    { statuses: movesInto('sent'), version, validOn: todayInLondon(now) },
    entryOf(current, 'sent', at, 'office'),
  );
  const done = await withNotice(
    update,
    noticePut({ kind: 'quote-sent', ...noticeHome(sent), facts: { quote: sent, link } }, now),
  );
  return done ? sent : refusal(id, 'sent', now);
};

/** The client's own quote: anyone else's (and the office's drafts) looks like none. The first read marks it viewed. */
const ownQuote = async (id: string, caller: Caller, now: Date): Promise<Quote> => {
  const quote = await getQuoteItem(id);
  if (!quote || quote.clientId !== caller.sub || quote.status === 'draft')
    throw new NotFoundError('Quote not found');
  return markViewed(asOf(quote, now), now);
};

const markViewed = async (quote: Quote, now: Date): Promise<Quote> => {
  if (quote.status !== 'sent') return quote;
  const at = now.toISOString();
  const viewed = await updateQuote(
    quoteUpdate(
      quote.id,
      { status: 'viewed', viewedAt: at },
      { statuses: ['sent'], version: quote.version },
      entryOf(quote, 'viewed', at, 'client'),
    ),
  );
  // Someone else's write got there first (an approval from another tab): what it wrote stands.
  return viewed ?? asOf((await getQuoteItem(quote.id)) ?? quote, now);
};

export const getMyQuote = (id: string, caller: Caller, now = new Date()) => ownQuote(id, caller, now);

/**
 * A signed link opened signed in. A client's link opens for that client alone; a visitor's link (a
 * quote from an enquiry sent without an account) opens for the account whose verified address it was
 * mailed to, which then becomes the quote's client, once.
 */
export const openQuoteLink = async (token: string, caller: Caller, now = new Date()) => {
  const quote = await getQuoteItem(linkQuoteId(token));
  if (!quote || quote.status === 'draft') throw new NotFoundError('Quote not found');
  await checkQuoteLink(token, quote, now);
  if (quote.clientId) {
    if (quote.clientId !== caller.sub) throw new NotFoundError('Quote not found');
    return ownQuote(quote.id, caller, now);
  }
  // The account's address is the one its sign-up code proved; the link proves the mailbox it was sent to.
  const profile = await getProfile(caller.sub);
  if (!profile || profile.email.toLowerCase() !== quote.recipient.email.toLowerCase())
    throw new NotFoundError('Quote not found');
  const claimed = await updateQuote(
    quoteUpdate(
      quote.id,
      { clientId: caller.sub, ...clientKeysOf(quote, caller.sub) },
      { statuses: [quote.status], version: quote.version, unclaimed: true },
    ),
  );
  if (!claimed)
    throw new ConflictError(
      'This quote changed while it was opened. Please open the link again.',
      'quote_conflict',
    );
  return ownQuote(quote.id, caller, now);
};

/** The client's answer to the version they read, while it is open and in date. */
const answer = async (
  id: string,
  caller: Caller,
  version: number,
  status: 'approved' | 'changes_requested' | 'declined',
  set: Record<string, unknown>,
  note: { message?: string; name?: string },
  now: Date,
): Promise<Quote> => {
  const current = await ownQuote(id, caller, now);
  const at = now.toISOString();
  const next: Quote = {
    ...current,
    ...set,
    status,
    history: history(current, status, at, 'client', note.message),
  } as Quote;
  const update = quoteUpdate(
    id,
    { ...set, status },
    // Open statuses only: approving an approved, declined, withdrawn or expired quote, or a version
    // replaced since it was read, fails here, at the write, whatever the read above saw.
    { statuses: OPEN_STATUSES, version, validOn: todayInLondon(now) },
    entryOf(current, status, at, 'client', note.message),
  );
  const done = await withNotice(
    update,
    noticePut(
      {
        kind: 'quote-answered',
        userId: caller.sub,
        subject: { type: 'user', id: caller.sub },
        facts: { quote: next, answer: { status, ...note } },
      },
      now,
    ),
  );
  if (!done) {
    const fresh = await getQuoteItem(id);
    if (fresh && fresh.version !== version && OPEN_STATUSES.includes(fresh.status))
      throw new ConflictError(
        'This quote has changed since you read it: please read the new version.',
        'stale_version',
      );
    return refusal(id, status === 'approved' ? 'approved' : 'answered', now);
  }
  return next;
};

/**
 * Approves the version read, recording when, the typed name and that version. With a deposit, its
 * invoice is issued now (keyed by quote and version, so a retry issues the same one) for the amount
 * the quote holds, never one the browser sent; the client pays it like any invoice.
 */
export const approveQuote = async (id: string, caller: Caller, input: ApproveQuote, now = new Date()) => {
  const approval = { at: now.toISOString(), name: input.name, version: input.version };
  const approved = await answer(
    id,
    caller,
    input.version,
    'approved',
    { approval },
    { name: input.name },
    now,
  );
  return { quote: await issueDeposit(approved) };
};

/** The deposit's invoice of an approved quote, once: safe to call again (a retry, a read that finds it missing). */
export const issueDeposit = async (quote: Quote): Promise<Quote> => {
  if (quote.status !== 'approved' || quote.depositPence <= 0 || quote.depositInvoice || !quote.clientId)
    return quote;
  const { invoice } = await createInvoice(
    {
      userId: quote.clientId,
      lines: [
        {
          description: `Deposit for quote ${quote.quoteNumber} (version ${quote.approval?.version ?? quote.version}): ${quote.title}`,
          quantity: 1,
          unitPence: quote.depositPence,
        },
      ],
    },
    `quote-deposit-${quote.id}-${quote.version}`,
  );
  const depositInvoice = {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    amountPence: invoice.totalPence,
  };
  const noted = await updateQuote(
    quoteUpdate(quote.id, { depositInvoice }, { statuses: ['approved'], noDepositInvoice: true }),
  );
  return noted ?? asOf((await getQuoteItem(quote.id)) ?? quote);
};

export const requestQuoteChanges = (id: string, caller: Caller, input: QuoteAnswer, now = new Date()) =>
  answer(id, caller, input.version, 'changes_requested', {}, { message: input.message }, now);

export const declineQuote = (id: string, caller: Caller, input: DeclineQuote, now = new Date()) =>
  answer(id, caller, input.version, 'declined', {}, input.message ? { message: input.message } : {}, now);

/** The client's own list, with any approved quote's deposit issued if an earlier try could not. */
export const myQuote = async (id: string, caller: Caller, now = new Date()) => {
  const quote = await getMyQuote(id, caller, now);
  return quote.status === 'approved' ? issueDeposit(quote) : quote;
};
