import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../../../lambdas/data/invoice';
import { invoicePdf } from '../../../../lambdas/invoices/document';
import { business, invoicing } from '../../../../shared/business';
import { invoiceTotals } from '../../../../shared/invoice-money';

const lines: InvoiceRecord['lines'] = [
  {
    kind: 'visit',
    description: 'Domestic Cleaning (09:00)',
    serviceDate: '2026-05-04',
    quantity: 3,
    unitPence: 1500,
    amountPence: 4500,
    bookingId: 'b1',
  },
  {
    kind: 'surcharge',
    description: 'Bank holiday surcharge (Early May bank holiday)',
    serviceDate: '2026-05-04',
    amountPence: 2250,
    bookingId: 'b1',
  },
  { kind: 'manual', description: 'Oven clean', quantity: 1.5, unitPence: 2000, amountPence: 3000 },
];

const demoInvoice: InvoiceRecord = {
  id: 'demo',
  userId: 'user-1',
  invoiceNumber: 'INV-2026-000042',
  paymentReference: 'INV-2026-000042',
  status: 'unpaid',
  invoiceDate: '2026-05-05',
  dueDate: '2026-05-05',
  monthly: false,
  billTo: {
    name: 'Jo Bloggs',
    email: 'jo@example.org',
    address: { line1: '14 Hatfield Road', town: 'Potters Bar', postcode: 'EN6 1HS' },
  },
  lines,
  ...invoiceTotals(lines, { registered: true, number: 'GB 999 9999 73', ratePercent: 20 }),
  createdAt: '2026-05-05T10:00:00.000Z',
  version: 1,
};

const textOf = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('the invoice PDF', () => {
  // pdf.js (which reads the PDFs back) loads on first use: a few seconds cold on a busy machine, which
  // is set-up, not the first test's work.
  beforeAll(async () => {
    await getResolvedPDFJS();
  }, 30_000);

  it('states every item a UK client needs to pay from it, with the totals', async () => {
    const bytes = await invoicePdf(demoInvoice);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'INVOICE',
      business.legalName,
      `company number ${business.registration.companyNumber}`,
      business.registration.registeredOffice,
      invoicing.vat.registered ? invoicing.vat.number : 'Not VAT registered',
      'Jo Bloggs',
      '14 Hatfield Road',
      'Potters Bar EN6 1HS',
      'INV-2026-000042',
      'Invoice date',
      '05 May 2026',
      'Due date',
      'Domestic Cleaning (09:00)',
      '04 May 2026',
      '£15.00',
      '£45.00',
      'Bank holiday surcharge',
      '£22.50',
      'Oven clean',
      '1.5',
      '£30.00',
      'Subtotal (excluding VAT)',
      '£81.25',
      'VAT at 20%',
      '£16.25',
      'Total',
      '£97.50',
      'Amount due',
      invoicing.bank.sortCode,
      invoicing.bank.accountNumber,
      invoicing.bank.accountName,
      'Reference: INV-2026-000042',
      'Late payments may incur interest at 8%',
    ])
      expect(text).toContain(expected);
  });

  it('says when and how a paid invoice was paid, and marks a void one', async () => {
    const paid = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'paid',
        payment: { date: '2026-05-06', method: 'card', recordedAt: '2026-05-06T09:00:00Z' },
      }),
    );
    expect(paid).toContain('Paid 06 May 2026 by card');
    expect(paid).toMatch(/Amount due\s*£0\.00/);
    const voided = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'void',
        voided: { at: '2026-05-06T09:00:00Z', reason: 'Wrong client' },
      }),
    );
    expect(voided).toContain('VOID INVOICE');
    expect(voided).toContain('Wrong client');
  });

  it('prints characters its fonts lack as ? rather than failing, and runs onto more pages', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      kind: 'manual' as const,
      description: `Line ${index} ✓ 漢字`,
      amountPence: 100,
    }));
    const bytes = await invoicePdf({ ...demoInvoice, billTo: { name: 'Zoë 🙂' }, lines: many });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain('Zoë ?');
    expect(text).toContain('Line 59 ? ??');
  });
});
