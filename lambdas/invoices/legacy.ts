import { invoiceTotals } from '../../shared/invoice-money';

type Item = Record<string, unknown>;

/**
 * Invoices written before issue 15 held one description and an `amount` in pounds (a float). They are
 * read as one manual line in pence, with no VAT (none was stated on them), due on their date; the
 * client's name is filled in from the profile when the invoice is shown. Nothing rewrites them: a
 * change (paid, void) writes the new shape.
 */
export const upgradeLegacy = (item: Item): Item => {
  if (Array.isArray(item.lines) || typeof item.amount !== 'number') return item;
  const { amount, description, paidAt: _paidAt, ...rest } = item;
  // The one place pounds become pence: a stored two-decimal amount, rounded once to whole pence.
  const amountPence = Math.round(amount * 100);
  const lines = [{ kind: 'manual', description: String(description ?? ''), amountPence }];
  const invoiceNumber = String(item.invoiceNumber);
  return {
    ...rest,
    lines,
    ...invoiceTotals(lines, { registered: false }),
    paymentReference: invoiceNumber,
    dueDate: item.invoiceDate,
    monthly: false,
    billTo: { name: '' },
    version: 1,
    // How an old invoice was paid was never recorded, so it says only that it was paid.
  };
};
