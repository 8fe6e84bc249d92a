import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../../../lambdas/data/invoice';
import type { CreditNoteRecord, PaymentRecord } from '../../../../lambdas/data/payment';
import { creditNotePdf, receiptPdf } from '../../../../lambdas/invoices/money-documents';
import { type StatementInput, statementPdf } from '../../../../lambdas/invoices/statement-document';
import { business, invoicing } from '../../../../shared/business';

const invoice: InvoiceRecord = {
  id: 'inv-1',
  userId: 'user-1',
  invoiceNumber: 'INV-2026-000042',
  paymentReference: 'INV-2026-000042',
  status: 'paid',
  invoiceDate: '2026-05-05',
  dueDate: '2026-05-05',
  monthly: false,
  billTo: {
    name: 'Jo Bloggs',
    email: 'jo@example.org',
    address: { line1: '14 Hatfield Road', town: 'Potters Bar', postcode: 'EN6 1HS' },
  },
  lines: [{ kind: 'manual', description: 'Deep clean', amountPence: 13000 }],
  subtotalPence: 10833,
  vatPence: 2167,
  vatRatePercent: 20,
  totalPence: 13000,
  createdAt: '2026-05-05T10:00:00.000Z',
  version: 2,
  payment: { date: '2026-05-06', method: 'card', recordedAt: '2026-05-06T09:00:00Z', paymentId: 'pay-1' },
  creditNotes: [{ id: 'cn-1', creditNoteNumber: 'CN-2026-000003', amountPence: 3000 }],
  refundedPence: 3000,
};

const note: CreditNoteRecord = {
  id: 'cn-1',
  creditNoteNumber: 'CN-2026-000003',
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-2026-000042',
  userId: 'user-1',
  paymentId: 'pay-1',
  refundId: 'rf-1',
  date: '2026-05-10',
  reason: 'The oven clean was not done',
  amountPence: 3000,
  vatPence: 500,
  vatRatePercent: 20,
  refundedTo: 'Visa ending 4242',
  createdAt: '2026-05-10T10:00:00Z',
};

const payment: PaymentRecord = {
  id: 'pay-1',
  invoiceId: 'inv-1',
  userId: 'user-1',
  provider: 'stripe',
  method: 'card',
  amountPence: 13000,
  state: 'partially_refunded',
  description: 'Visa ending 4242',
  automatic: true,
  paidDate: '2026-05-06',
  attempt: 1,
  refundedPence: 3000,
  refunds: [
    {
      id: 'rf-1',
      amountPence: 3000,
      at: '2026-05-10T10:00:00Z',
      reason: 'The oven clean was not done',
      state: 'paid',
      creditNoteId: 'cn-1',
    },
  ],
  history: [],
  createdAt: '2026-05-06T09:00:00Z',
  version: 3,
};

const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** What every money document states of the company, as the invoice does. */
const company = [
  business.legalName,
  `company number ${business.registration.companyNumber}`,
  business.registration.registeredOffice,
  invoicing.vat.registered ? invoicing.vat.number : 'Not VAT registered',
];

beforeAll(async () => {
  await getResolvedPDFJS();
}, 30_000);

describe('the credit note PDF', () => {
  it('credits the invoice it names, with the VAT it takes back, why, and where the money went', async () => {
    const bytes = await creditNotePdf(note, invoice);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'CREDIT NOTE',
      ...company,
      'Jo Bloggs',
      'Potters Bar EN6 1HS',
      'CN-2026-000003',
      'Credit note date',
      '10 May 2026',
      'Credits invoice',
      'INV-2026-000042',
      '05 May 2026',
      'Credit (excluding VAT)',
      '£25.00',
      'VAT at 20%',
      '£5.00',
      'Total credited',
      '£30.00',
      'The oven clean was not done',
      'Refunded to Visa ending 4242: £30.00.',
    ])
      expect(text).toContain(expected);
  });

  it('says a Tax-Free Childcare refund went back to the childcare account, and no VAT where none was charged', async () => {
    const text = await textOf(
      await creditNotePdf(
        { ...note, refundedTo: 'your childcare account', vatPence: 0, vatRatePercent: 0 },
        invoice,
      ),
    );
    expect(text).toContain('Returned to your childcare account: £30.00.');
    expect(text).not.toContain('VAT at');
    expect(text).not.toContain('Refunded to');
  });
});

describe('the receipt PDF', () => {
  it('receives the payment with thanks: amount, date, method, the invoice, refunds since and nothing due', async () => {
    const text = await textOf(await receiptPdf(payment, invoice));
    for (const expected of [
      'RECEIPT',
      ...company,
      'RECEIVED FROM',
      'Jo Bloggs',
      'INV-2026-000042',
      'Date paid',
      '06 May 2026',
      'Received with thanks',
      '£130.00',
      'Card, Visa ending 4242',
      'Automatically, as you chose',
      'Refunded since',
      '10 May 2026: £30.00 refunded, credit note CN-2026-000003',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Still due\s*£0\.00/);
    expect(text).not.toContain(invoicing.bank.accountNumber);
  });

  it('quotes a Tax-Free Childcare reference and, after a part payment, what is still due and how to pay it', async () => {
    const { payment: _payment, creditNotes: _notes, refundedPence: _refunded, ...unpaid } = invoice;
    const text = await textOf(
      await receiptPdf(
        {
          ...payment,
          provider: 'office',
          method: 'tax_free_childcare',
          description: 'Tax-Free Childcare',
          reference: 'AJON12345TFC',
          automatic: false,
          amountPence: 5000,
          state: 'paid',
          refundedPence: 0,
          refunds: [],
        },
        { ...unpaid, status: 'unpaid' },
        { amountDuePence: 8000 },
      ),
    );
    expect(text).toContain('Childcare payment reference');
    expect(text).toContain('AJON12345TFC');
    expect(text).toMatch(/Received with thanks\s*£50\.00/);
    expect(text).toMatch(/Still due\s*£80\.00/);
    expect(text).toContain('How to pay the rest');
    expect(text).toContain('Reference: INV-2026-000042');
    expect(text).not.toContain('Automatically');
  });

  it('is for money received only', async () => {
    await expect(receiptPdf({ ...payment, state: 'failed' }, invoice)).rejects.toThrow(/money received/);
    await expect(receiptPdf({ ...payment, state: 'pending' }, invoice)).rejects.toThrow(/money received/);
  });
});

const statement: StatementInput = {
  client: invoice.billTo,
  from: '2026-04-01',
  to: '2026-06-30',
  openingBalancePence: 1500,
  entries: [
    // Out of order on purpose: the statement runs by date.
    {
      date: '2026-05-06',
      kind: 'payment',
      reference: 'INV-2026-000042',
      description: 'Visa ending 4242',
      creditPence: 13000,
    },
    {
      date: '2026-05-05',
      kind: 'invoice',
      reference: 'INV-2026-000042',
      description: 'Deep clean',
      debitPence: 13000,
    },
    {
      date: '2026-05-10',
      kind: 'credit-note',
      reference: 'CN-2026-000003',
      description: 'Oven clean not done',
      creditPence: 3000,
    },
    {
      date: '2026-05-10',
      kind: 'refund',
      reference: 'CN-2026-000003',
      description: 'To Visa ending 4242',
      debitPence: 3000,
    },
    {
      date: '2026-06-01',
      kind: 'invoice',
      reference: 'INV-2026-000051',
      description: 'Domestic cleaning, May',
      debitPence: 24000,
    },
  ],
  closingBalancePence: 25500,
  today: '2026-06-30',
  overdue: [
    { invoiceNumber: 'INV-2026-000051', dueDate: '2026-06-15', amountDuePence: 24000 },
    { invoiceNumber: 'INV-2026-000012', dueDate: '2026-03-01', amountDuePence: 1500 },
  ],
};

describe('the statement PDF', () => {
  it('lists the period with a running balance, what is overdue, how to pay and the interest terms', async () => {
    const text = await textOf(await statementPdf(statement));
    for (const expected of [
      'STATEMENT',
      ...company,
      'STATEMENT FOR',
      'Jo Bloggs',
      'Statement date',
      '30 Jun 2026',
      '01 Apr 2026',
      'Opening balance',
      'Invoice: Deep clean',
      'Payment: Visa ending 4242',
      'Credit note: Oven clean not done',
      'Refund: To Visa ending 4242',
      'Closing balance',
      'INV-2026-000051, due 15 Jun 2026: £240.00',
      'INV-2026-000012, due 01 Mar 2026: £15.00',
      'Overdue in total: £255.00',
      invoicing.bank.sortCode,
      invoicing.bank.accountNumber,
      'pay each invoice by card online from your account',
      'Late payments may incur interest at 8% a year above the Bank of England base rate.',
    ])
      expect(text).toContain(expected);
    // Each row's balance after it, in date order: 15 + 130 = 145, − 130 = 15, − 30 = −15, + 30 = 15, + 240 = 255.
    const balances = [...text.matchAll(/(-?£[\d,]+\.\d\d)\s*(?:Invoice|Payment|Credit note|Refund):/g)];
    expect(balances.map((match) => match[1])).toEqual(['£145.00', '£15.00', '-£15.00', '£15.00', '£255.00']);
    expect(text).toMatch(/Balance due\s*£255\.00/);
  });

  it('says nothing is overdue, and asks nothing of a client in credit', async () => {
    const text = await textOf(
      await statementPdf({
        ...statement,
        openingBalancePence: 0,
        entries: [
          {
            date: '2026-05-10',
            kind: 'credit-note',
            reference: 'CN-2026-000003',
            description: 'Oven clean not done',
            creditPence: 3000,
          },
        ],
        closingBalancePence: -3000,
        overdue: [],
      }),
    );
    expect(text).toContain('Nothing is overdue on 30 Jun 2026');
    expect(text).toMatch(/In credit\s*£30\.00/);
    expect(text).toContain('£30.00 in credit');
    expect(text).not.toContain('How to pay');
  });

  it('orders a day by what was owed, then paid, then credited and refunded, each series in its order', async () => {
    const day = '2026-05-12';
    const text = await textOf(
      await statementPdf({
        ...statement,
        openingBalancePence: 0,
        // As the account's records come: newest invoice first, the credit note after its refund.
        entries: [
          {
            date: day,
            kind: 'refund',
            reference: 'INV-2026-000061',
            description: 'To Visa',
            debitPence: 500,
          },
          {
            date: day,
            kind: 'credit-note',
            reference: 'CN-2026-000009',
            description: 'Late',
            creditPence: 500,
          },
          {
            date: day,
            kind: 'payment',
            reference: 'INV-2026-000061',
            description: 'Visa',
            creditPence: 2000,
          },
          { date: day, kind: 'invoice', reference: 'INV-2026-000062', description: 'Two', debitPence: 3000 },
          { date: day, kind: 'invoice', reference: 'INV-2026-000061', description: 'One', debitPence: 2000 },
        ],
        closingBalancePence: 3000,
        overdue: [],
      }),
    );
    const rows = [
      ...text.matchAll(/(Invoice: One|Invoice: Two|Payment: Visa|Credit note: Late|Refund: To Visa)/g),
    ];
    expect(rows.map((match) => match[1])).toEqual([
      'Invoice: One',
      'Invoice: Two',
      'Payment: Visa',
      'Credit note: Late',
      'Refund: To Visa',
    ]);
  });

  it('puts a fact too wide for the room beside its label under it, not over it', async () => {
    const long = 'A reference far too long to share a line';
    const pdf = await getDocumentProxy(
      new Uint8Array(await creditNotePdf({ ...note, creditNoteNumber: long }, invoice)),
    );
    const items = (await (await pdf.getPage(1)).getTextContent()).items as {
      str: string;
      transform: number[];
    }[];
    const baseline = (text: string) => items.find((item) => item.str === text)?.transform[5];
    // The label's line, then the value's a line lower; the next fact's line after it.
    const label = baseline('Credit note number') ?? 0;
    expect(baseline(long)).toBeLessThan(label);
    expect(baseline('Credit note date')).toBeLessThan(baseline(long) ?? 0);
    // A short value stays beside its label.
    expect(baseline('Credits invoice')).toBe(baseline('INV-2026-000042'));
  });

  it('refuses figures that do not add up', async () => {
    await expect(statementPdf({ ...statement, closingBalancePence: 25000 })).rejects.toThrow(
      /does not add up/,
    );
  });

  it('runs onto more pages, each saying which statement and which page it is', async () => {
    const entries = Array.from({ length: 50 }, (_, index) => ({
      date: '2026-05-01',
      kind: 'invoice' as const,
      reference: `INV-2026-${String(index).padStart(6, '0')}`,
      description: 'Domestic cleaning, a description long enough to wrap onto a second line',
      debitPence: 1000,
    }));
    const bytes = await statementPdf({
      ...statement,
      openingBalancePence: 0,
      entries,
      closingBalancePence: 50000,
      overdue: [],
    });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain(`Statement 01 Apr 2026 to 30 Jun 2026, page 2 of ${pdf.numPages}`);
    expect(text).toContain('INV-2026-000049');
  });
});
