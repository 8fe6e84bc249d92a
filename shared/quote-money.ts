import { growth } from './business';
import { divideRounded, type InvoiceTotals, invoiceTotals, lineAmountPence } from './invoice-money';
import { addDays } from './london-time';

/**
 * A quote's money and dates, apart from shared/quotes.ts so that the screens, which read
 * the statuses and moves, do not carry the invoice arithmetic: the server computes every figure.
 */

/** How long a quote holds by default: the business rule, from the day it is written. */
export const defaultValidUntil = (today: string): string => addDays(today, growth.quotes.validDays);

/** The quote-number series, a counter of its own per year: Q-2026-000001 upwards. */
export const quoteNumber = (year: string, sequence: number): string =>
  `Q-${year}-${String(sequence).padStart(6, '0')}`;

export interface QuoteLineInput {
  quantity: number;
  unitPence: number;
}

export type QuoteDeposit = { kind: 'percent'; percent: number } | { kind: 'amount'; amountPence: number };

export interface QuoteMoney extends InvoiceTotals {
  /** The deposit the approval asks for, in pence; 0 without one. */
  depositPence: number;
}

/**
 * A quote's money from its lines alone (never from a browser's figures): VAT-inclusive lines as on
 * invoices, the VAT the total contains, and the deposit (a share of the total, or a sum no larger).
 */
export const quoteMoney = (lines: readonly QuoteLineInput[], deposit?: QuoteDeposit): QuoteMoney => {
  const totals = invoiceTotals(
    lines.map((line) => ({ amountPence: lineAmountPence(line.quantity, line.unitPence) })),
  );
  const depositPence = !deposit
    ? 0
    : deposit.kind === 'percent'
      ? divideRounded(totals.totalPence * deposit.percent, 100)
      : Math.min(deposit.amountPence, totals.totalPence);
  return { ...totals, depositPence };
};
