import { business } from '../../shared/business';
import { formatDate, formatMoney } from '../../shared/dates';
import type { Profile } from '../../shared/schemas/user';
import { renderPdf } from './pdf';
import type { InvoiceRecord } from './repository';

/** The invoice as a printable PDF, for invoices without an uploaded one. */
export const invoicePdf = (invoice: InvoiceRecord, client: Profile | undefined): Buffer =>
  renderPdf([
    { text: business.name, size: 18, bold: true },
    {
      text: `${business.address.town}, ${business.address.county}  ·  ${business.phone}  ·  ${business.email}`,
      size: 9,
    },
    { text: 'INVOICE', size: 16, bold: true, gap: 30 },
    { text: `Invoice number: ${invoice.invoiceNumber}`, gap: 12 },
    { text: `Date: ${formatDate(invoice.invoiceDate)}` },
    {
      text: `Status: ${invoice.status === 'paid' ? `Paid${invoice.paidAt ? ` on ${formatDate(invoice.paidAt)}` : ''}` : 'Unpaid'}`,
    },
    { text: 'Billed to', bold: true, gap: 20 },
    { text: client?.fullName ?? 'Client' },
    { text: client?.email ?? '' },
    { text: 'Description', bold: true, gap: 20 },
    { text: invoice.description },
    { text: `Total: ${formatMoney(invoice.amount)}`, size: 14, bold: true, gap: 20 },
    {
      text: 'Payment is due on completion for one-off services, or by monthly invoice for regular services.',
      size: 9,
      gap: 30,
    },
    { text: 'We accept bank transfer and card. Thank you for choosing us.', size: 9 },
  ]);
