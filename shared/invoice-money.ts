import { type Invoicing, invoicing } from './business';
import { addDays } from './london-time';

/**
 * Invoice arithmetic in integer pence: every operation here is on whole numbers, with
 * halves rounded up, so no total ever depends on floating point. Quantities (hours, items) come in
 * quarters, so `quantity × 4` is a whole number too.
 */

/** `numerator / denominator` rounded half up, for non-negative whole numbers. */
export const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** A line's amount: quantity (in quarters of a unit) × unit price, to the nearest penny. */
export const lineAmountPence = (quantity: number, unitPence: number): number =>
  divideRounded(Math.round(quantity * 4) * unitPence, 4);

export interface InvoiceTotals {
  /** The total less the VAT it contains. */
  subtotalPence: number;
  vatPence: number;
  vatRatePercent: number;
  totalPence: number;
}

/**
 * Totals of VAT-inclusive lines (the terms: prices include VAT where applicable): the VAT is the
 * rate's share of the total, `total × rate / (100 + rate)`, rounded to the penny once per invoice.
 */
export const invoiceTotals = (
  lines: readonly { amountPence: number }[],
  vat: Invoicing['vat'] = invoicing.vat,
): InvoiceTotals => {
  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const vatRatePercent = vat.registered ? vat.ratePercent : 0;
  const vatPence =
    vatRatePercent > 0 && totalPence > 0
      ? divideRounded(totalPence * vatRatePercent, 100 + vatRatePercent)
      : 0;
  return { subtotalPence: totalPence - vatPence, vatPence, vatRatePercent, totalPence };
};

/** The terms' due date: on completion (the invoice date) for one-off visits, later for monthly ones. */
export const dueDateFor = (invoiceDate: string, monthly: boolean, terms = invoicing.terms): string =>
  addDays(invoiceDate, monthly ? terms.monthlyDueDays : terms.oneOffDueDays);

export interface Balance {
  outstandingPence: number;
  overduePence: number;
  overdueCount: number;
}

/** What is owed and what is late on `today` (a London calendar date): unpaid invoices only. */
export const balanceOf = (
  invoices: readonly { status: string; totalPence: number; dueDate: string }[],
  today: string,
): Balance =>
  invoices.reduce<Balance>(
    (balance, invoice) => {
      if (invoice.status !== 'unpaid') return balance;
      const overdue = invoice.dueDate < today;
      return {
        outstandingPence: balance.outstandingPence + invoice.totalPence,
        overduePence: balance.overduePence + (overdue ? invoice.totalPence : 0),
        overdueCount: balance.overdueCount + (overdue ? 1 : 0),
      };
    },
    { outstandingPence: 0, overduePence: 0, overdueCount: 0 },
  );
