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
      'Pay by card online from your account',
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
    expect(paid).toContain('Paid by card on 06 May 2026. Thank you.');
    expect(paid).toMatch(/Amount due\s*£0\.00/);
    // A paid invoice asks for nothing more: no bank details.
    expect(paid).not.toContain(invoicing.bank.accountNumber);
    const voided = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'void',
        voided: { at: '2026-05-06T09:00:00Z', reason: 'Wrong client' },
      }),
    );
    expect(voided).toContain('VOID INVOICE');
    expect(voided).toContain('Wrong client');
    expect(voided).not.toContain('How to pay');
  });

  it('says how a provider took it, with the card or the Tax-Free Childcare reference', async () => {
    const byCard = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'paid',
        payment: {
          date: '2026-05-06',
          method: 'card',
          recordedAt: '2026-05-06T09:00:00Z',
          paymentId: 'pay-1',
          reference: 'Visa ending 4242',
        },
      }),
    );
    expect(byCard).toContain('Paid by card on 06 May 2026 (Visa ending 4242)');
    const byDirectDebit = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'paid',
        payment: { date: '2026-05-19', method: 'direct_debit', recordedAt: '2026-05-19T09:00:00Z' },
      }),
    );
    expect(byDirectDebit).toContain('Paid by Direct Debit on 19 May 2026');
    const byChildcare = await textOf(
      await invoicePdf({
        ...demoInvoice,
        status: 'paid',
        payment: {
          date: '2026-05-07',
          method: 'tax_free_childcare',
          recordedAt: '2026-05-07T09:00:00Z',
          reference: 'AJON12345TFC',
        },
      }),
    );
    expect(byChildcare).toContain('Paid by Tax-Free Childcare on 07 May 2026 (reference AJON12345TFC)');
  });

  it('says an automatic collection is to come instead of asking for a transfer', async () => {
    const text = await textOf(
      await invoicePdf(
        {
          ...demoInvoice,
          collection: { state: 'scheduled', method: 'direct_debit', date: '2026-05-19', attempt: 1 },
        },
        { collectedFrom: 'Barclays ending 23' },
      ),
    );
    expect(text).toContain('To be collected by Direct Debit (Barclays ending 23) on 19 May 2026');
    expect(text).not.toContain(invoicing.bank.accountNumber);
    const byCard = await textOf(
      await invoicePdf({
        ...demoInvoice,
        collection: { state: 'scheduled', method: 'card', date: '2026-05-05', attempt: 1 },
      }),
    );
    expect(byCard).toContain('To be collected by your saved card on 05 May 2026');
  });

  it('says a collection failed, and when it is tried again or how to pay instead', async () => {
    const failed = { state: 'failed' as const, method: 'card' as const, date: '2026-05-05', attempt: 1 };
    const retrying = await textOf(
      await invoicePdf({
        ...demoInvoice,
        collection: { ...failed, failure: 'Card declined: insufficient funds', retryDate: '2026-05-08' },
      }),
    );
    expect(retrying).toContain('Collection failed: Card declined: insufficient funds');
    expect(retrying).toContain('We will try again by your saved card on 08 May 2026');
    const last = await textOf(
      await invoicePdf({ ...demoInvoice, collection: { ...failed, attempt: 2, failure: 'Card expired' } }),
    );
    expect(last).toContain('Collection failed: Card expired');
    expect(last).toContain('Nothing more will be taken automatically');
    expect(last).toContain(invoicing.bank.accountNumber);
    expect(last).toContain('Reference: INV-2026-000042');
  });

  it('prints a deposit like a discount, and lists refunds with their credit notes', async () => {
    const withDeposit = [
      ...lines,
      { kind: 'deposit' as const, description: 'Deposit paid 20 Apr 2026', amountPence: -2000 },
    ];
    const text = await textOf(
      await invoicePdf({
        ...demoInvoice,
        lines: withDeposit,
        ...invoiceTotals(withDeposit, { registered: true, number: 'GB 999 9999 73', ratePercent: 20 }),
        status: 'paid',
        payment: { date: '2026-05-06', method: 'card', recordedAt: '2026-05-06T09:00:00Z' },
        refundedPence: 1500,
        creditNotes: [{ id: 'cn-1', creditNoteNumber: 'CN-2026-000003', amountPence: 1500 }],
      }),
    );
    // pdf.js reads a row amount first, then its description.
    expect(text).toMatch(/-£20\.00\s*Deposit paid 20 Apr 2026/);
    expect(text).toMatch(/Total\s*£77\.50/);
    expect(text).toContain('Credit note CN-2026-000003: £15.00');
    expect(text).toContain('Refunded in total: £15.00');
  });

  it('gives a childcare invoice its Ofsted registrations and offers Tax-Free Childcare', async () => {
    const childcare = { ...demoInvoice, childcare: { ofstedNumbers: ['EY123456', 'EY654321'] } };
    const text = await textOf(await invoicePdf(childcare));
    expect(text).toMatch(/Ofsted registration\s*EY123456\s*EY654321/);
    expect(text).toContain('We accept Tax-Free Childcare');
    expect(text).toMatch(/quoting\s+INV-2026-000042/);
    const paid = await textOf(
      await invoicePdf({
        ...childcare,
        status: 'paid',
        payment: { date: '2026-05-06', method: 'bank_transfer', recordedAt: '2026-05-06T09:00:00Z' },
      }),
    );
    expect(paid).toContain('EY123456');
    expect(paid).not.toContain('We accept Tax-Free Childcare');
    expect(await textOf(await invoicePdf(demoInvoice))).not.toContain('Ofsted');
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
    expect(text).toContain(`INV-2026-000042, page 1 of ${pdf.numPages}`);
    expect(text).toContain(`INV-2026-000042, page ${pdf.numPages} of ${pdf.numPages}`);
  });
});
