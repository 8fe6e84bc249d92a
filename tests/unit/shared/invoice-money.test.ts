import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  divideRounded,
  dueDateFor,
  invoiceTotals,
  lineAmountPence,
} from '../../../shared/invoice-money';
import { isQuarter } from '../../../shared/schemas/invoice';

const vat20 = { registered: true as const, number: 'GB 999 9999 73', ratePercent: 20 };

describe('invoice money, in whole pence', () => {
  it('rounds halves up and nothing else', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(5, 3)).toBe(2);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('prices hours × rate in quarters of an hour', () => {
    expect(lineAmountPence(2, 1500)).toBe(3000);
    expect(lineAmountPence(1.25, 1999)).toBe(2499); // 2498.75
    expect(lineAmountPence(0.25, 1)).toBe(0); // 0.25p
    expect(lineAmountPence(0.5, 1)).toBe(1); // 0.5p rounds up
    expect(lineAmountPence(1000, 1_000_000)).toBe(1_000_000_000);
    expect([0.25, 1, 2.5].every(isQuarter)).toBe(true);
    expect([0.1, 1.3, 0.333].some(isQuarter)).toBe(false);
  });

  it('takes VAT out of VAT-inclusive lines once per invoice', () => {
    expect(invoiceTotals([{ amountPence: 3000 }], vat20)).toEqual({
      subtotalPence: 2500,
      vatPence: 500,
      vatRatePercent: 20,
      totalPence: 3000,
    });
    // 1001 × 20 / 120 = 166.83 → 167
    expect(invoiceTotals([{ amountPence: 1000 }, { amountPence: 1 }], vat20)).toMatchObject({
      vatPence: 167,
      subtotalPence: 834,
      totalPence: 1001,
    });
    // 1 × 20 / 120 = 0.17 → 0; 3 → 0.5 → 1
    expect(invoiceTotals([{ amountPence: 1 }], vat20).vatPence).toBe(0);
    expect(invoiceTotals([{ amountPence: 3 }], vat20).vatPence).toBe(1);
    expect(invoiceTotals([{ amountPence: 4500 }, { amountPence: -450 }], vat20)).toMatchObject({
      totalPence: 4050,
      vatPence: 675,
    });
  });

  it('charges no VAT when not registered', () => {
    expect(invoiceTotals([{ amountPence: 3000 }], { registered: false })).toEqual({
      subtotalPence: 3000,
      vatPence: 0,
      vatRatePercent: 0,
      totalPence: 3000,
    });
  });

  it('is due on completion for one-off visits and later for monthly invoices', () => {
    expect(dueDateFor('2026-03-30', false, { oneOffDueDays: 0, monthlyDueDays: 14 })).toBe('2026-03-30');
    expect(dueDateFor('2026-03-30', true, { oneOffDueDays: 0, monthlyDueDays: 14 })).toBe('2026-04-13');
  });

  it('counts only unpaid invoices as outstanding, and those past their due date as overdue', () => {
    const invoices = [
      { status: 'unpaid', totalPence: 1000, dueDate: '2026-03-01' },
      { status: 'unpaid', totalPence: 250, dueDate: '2026-03-10' },
      { status: 'paid', totalPence: 9999, dueDate: '2026-01-01' },
      { status: 'void', totalPence: 5000, dueDate: '2026-01-01' },
    ];
    expect(balanceOf(invoices, '2026-03-10')).toEqual({
      outstandingPence: 1250,
      overduePence: 1000,
      overdueCount: 1,
    });
  });
});
