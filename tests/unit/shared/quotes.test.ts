import { describe, expect, it } from 'vitest';
import { quoteMoney, quoteNumber } from '../../../shared/quote-money';
import {
  canMove,
  EDITABLE_STATUSES,
  effectiveStatus,
  movesInto,
  OPEN_STATUSES,
  QUOTE_MOVES,
  QUOTE_STATUSES,
} from '../../../shared/quotes';
import { ApproveQuoteSchema, QuoteDraftSchema, QuoteScheduleSchema } from '../../../shared/schemas/quote';

describe('the quote move table', () => {
  it('lets the client answer only a sent or viewed quote', () => {
    for (const answer of ['approved', 'changes_requested', 'declined'] as const)
      expect(movesInto(answer)).toEqual(['sent', 'viewed']);
    expect(OPEN_STATUSES).toEqual(['sent', 'viewed']);
  });

  it('ends at approved, declined, expired and withdrawn: nothing moves on from them', () => {
    for (const end of ['approved', 'declined', 'expired', 'withdrawn'] as const) {
      expect(QUOTE_MOVES[end]).toEqual([]);
      expect(EDITABLE_STATUSES).not.toContain(end);
    }
  });

  it('sends a draft, or a quote the client asked to change, never an approved one', () => {
    expect(movesInto('sent')).toEqual(['draft', 'changes_requested']);
    expect(canMove('approved', 'sent')).toBe(false);
    expect(canMove('viewed', 'sent')).toBe(false);
  });

  it('takes an edited quote back to draft from wherever the office may still edit it', () => {
    expect(EDITABLE_STATUSES).toEqual(['draft', 'sent', 'viewed', 'changes_requested']);
    expect(canMove('draft', 'draft')).toBe(false);
  });

  it('names only statuses it knows', () => {
    for (const [from, targets] of Object.entries(QUOTE_MOVES)) {
      expect(QUOTE_STATUSES).toContain(from);
      for (const to of targets) expect(QUOTE_STATUSES).toContain(to);
    }
  });

  it('reads an unanswered quote past its date as expired, and an answered one as it was', () => {
    const today = '2027-04-10';
    expect(effectiveStatus({ status: 'sent', validUntil: '2027-04-09' }, today)).toBe('expired');
    expect(effectiveStatus({ status: 'viewed', validUntil: '2027-04-10' }, today)).toBe('viewed');
    expect(effectiveStatus({ status: 'changes_requested', validUntil: '2027-04-01' }, today)).toBe('expired');
    expect(effectiveStatus({ status: 'approved', validUntil: '2027-04-01' }, today)).toBe('approved');
    expect(effectiveStatus({ status: 'draft', validUntil: '2027-04-01' }, today)).toBe('draft');
  });
});

describe('quote money', () => {
  it('totals VAT-inclusive lines in pence, with the VAT the total contains', () => {
    const money = quoteMoney([
      { quantity: 1, unitPence: 34_500 },
      { quantity: 2.5, unitPence: 1_999 },
    ]);
    // 2.5 × £19.99 = £49.975, to the penny half up: £49.98.
    expect(money.totalPence).toBe(34_500 + 4_998);
    expect(money.vatPence).toBe(Math.floor((2 * 39_498 * 20 + 120) / 240));
    expect(money.subtotalPence + money.vatPence).toBe(money.totalPence);
    expect(money.depositPence).toBe(0);
  });

  it('takes a percentage deposit of the total, rounded half up, and never more than the total as an amount', () => {
    expect(
      quoteMoney([{ quantity: 1, unitPence: 12_345 }], { kind: 'percent', percent: 25 }).depositPence,
    ).toBe(3_086);
    expect(
      quoteMoney([{ quantity: 1, unitPence: 10_000 }], { kind: 'amount', amountPence: 2_500 }).depositPence,
    ).toBe(2_500);
    expect(
      quoteMoney([{ quantity: 1, unitPence: 10_000 }], { kind: 'amount', amountPence: 50_000 }).depositPence,
    ).toBe(10_000);
  });

  it('numbers quotes in a series of their own per year', () => {
    expect(quoteNumber('2027', 42)).toBe('Q-2027-000042');
  });
});

describe('quote schemas', () => {
  const draft = {
    title: 'End of tenancy clean',
    lines: [{ description: 'Clean', quantity: 1, unitPence: 100 }],
  };

  it('is for a client or an enquiry, not both and not neither', () => {
    expect(QuoteDraftSchema.safeParse(draft).success).toBe(false);
    expect(QuoteDraftSchema.safeParse({ ...draft, clientId: 'a', enquiryId: 'b' }).success).toBe(false);
    expect(QuoteDraftSchema.safeParse({ ...draft, clientId: 'a' }).success).toBe(true);
  });

  it('asks a regular schedule how many visits', () => {
    const once = {
      frequency: 'one_off',
      serviceType: 'deep_cleaning',
      serviceDate: '2027-04-12',
      serviceTime: '10:00',
      durationHours: 6,
    };
    expect(QuoteScheduleSchema.safeParse(once).success).toBe(true);
    expect(QuoteScheduleSchema.safeParse({ ...once, frequency: 'weekly' }).success).toBe(false);
    expect(QuoteScheduleSchema.safeParse({ ...once, frequency: 'weekly', visits: 6 }).success).toBe(true);
  });

  it('approves only with a typed name, the tick and a version; no amount is taken from the browser', () => {
    expect(ApproveQuoteSchema.safeParse({ version: 1, name: 'Jane', agree: false }).success).toBe(false);
    expect(ApproveQuoteSchema.safeParse({ version: 1, name: 'Jane', agree: true }).success).toBe(true);
    expect(
      ApproveQuoteSchema.safeParse({ version: 1, name: 'Jane', agree: true, totalPence: 1 }).success,
    ).toBe(false);
  });
});
