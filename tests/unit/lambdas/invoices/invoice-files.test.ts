import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '../../../../lambdas/invoices/invoice-files';

describe('invoice numbers', () => {
  it('read INV-<year>-<six digits>', () => {
    expect(invoiceNumber('2026', 1)).toBe('INV-2026-000001');
    expect(invoiceNumber('2026', 4711)).toBe('INV-2026-004711');
    expect(invoiceNumber('2027', 999_999)).toBe('INV-2027-999999');
  });

  it('sort in the order they were given within a year', () => {
    const numbers = [1, 9, 10, 99, 100, 123_456].map((n) => invoiceNumber('2026', n));
    expect([...numbers].sort()).toEqual(numbers);
  });
});
