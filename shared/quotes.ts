import { portalPaths } from './portal-paths';

/**
 * Quotes: the office prices a job the table cannot (an end-of-tenancy clean, a commercial
 * contract), the client approves it online, and it becomes visits. The statuses, who may move a quote
 * where, and where its link opens, declared once for the server, the screens and the tests (its money:
 * shared/quote-money.ts).
 */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'approved',
  'changes_requested',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  changes_requested: 'Changes asked',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/**
 * Every move a quote may make; anything else is a conflict. An edit of a quote the client has seen
 * takes it back to draft with the next version, so what they approve is always what was last sent.
 * `expired` is reached by the clock (effectiveStatus): a quote is never approved after its date.
 */
export const QUOTE_MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent', 'withdrawn'],
  sent: ['viewed', 'approved', 'changes_requested', 'declined', 'expired', 'withdrawn', 'draft'],
  viewed: ['approved', 'changes_requested', 'declined', 'expired', 'withdrawn', 'draft'],
  changes_requested: ['draft', 'sent', 'withdrawn', 'expired'],
  approved: [],
  declined: [],
  expired: [],
  withdrawn: [],
};

export const canMove = (from: QuoteStatus, to: QuoteStatus): boolean => QUOTE_MOVES[from].includes(to);

/** The statuses from which each move starts: the server's conditional writes name exactly these. */
export const movesInto = (to: QuoteStatus): QuoteStatus[] =>
  QUOTE_STATUSES.filter((from) => canMove(from, to));

/** Where the client can still answer: approve, ask for a change or decline. */
export const OPEN_STATUSES: readonly QuoteStatus[] = ['sent', 'viewed'];

/** The office may edit a quote until the client has answered for good. */
export const EDITABLE_STATUSES: readonly QuoteStatus[] = ['draft', ...movesInto('draft')];

/** A quote past its date is expired, whatever it was stored as, unless the client had already answered. */
export const effectiveStatus = (quote: { status: QuoteStatus; validUntil: string }, today: string) =>
  (OPEN_STATUSES.includes(quote.status) || quote.status === 'changes_requested') && quote.validUntil < today
    ? 'expired'
    : quote.status;

/** Where a quote's signed link opens: the portal's quotes, which signs in (or up) first and comes back. */
export const QUOTES_PATH = portalPaths.quotes;
export const QUOTE_LINK_PARAM = 'link';
export const quoteLink = (siteUrl: string, token: string) =>
  new URL(`${QUOTES_PATH}?${new URLSearchParams({ [QUOTE_LINK_PARAM]: token })}`, siteUrl).href;
