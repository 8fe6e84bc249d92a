import type { AdminInvoice, Invoice } from '@shared/schemas/invoice';
import type { CreditNote, InvoiceMoney, Payment, PaymentMethods } from '@shared/schemas/payment';
import { vi } from 'vitest';
import { jsonResponse, stubFetch } from './support';

/** The answers, shaped exactly as the API's strict schemas have them (the client validates them). */

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'i-1',
  userId: 'u-1',
  invoiceNumber: 'INV-2026-000042',
  paymentReference: 'INV-2026-000042',
  status: 'unpaid',
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-03',
  monthly: false,
  billTo: { name: 'Jo Client' },
  lines: [{ kind: 'manual', description: 'Deep clean', quantity: 1, unitPence: 8050, amountPence: 8050 }],
  subtotalPence: 6708,
  vatPence: 1342,
  vatRatePercent: 20,
  totalPence: 8050,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  hasPdf: true,
  ...overrides,
});

export const adminInvoice = (overrides: Partial<AdminInvoice> = {}): AdminInvoice => ({
  ...invoice(overrides),
  clientName: 'Jo Client',
  clientEmail: 'jo@example.org',
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'p-1',
  invoiceId: 'i-1',
  userId: 'u-1',
  provider: 'stripe',
  method: 'card',
  amountPence: 8050,
  state: 'paid',
  description: 'Visa ending 4242',
  automatic: false,
  paidDate: '2026-11-21',
  attempt: 1,
  refundedPence: 0,
  refunds: [],
  history: [
    {
      at: '2026-11-21T09:59:00.000Z',
      state: 'pending',
      note: 'Card payment page opened',
      source: 'client',
    },
    {
      at: '2026-11-21T10:00:00.000Z',
      state: 'paid',
      note: 'Card payment succeeded',
      source: 'provider',
      eventId: 'evt_1QpaidXYZ',
    },
  ],
  createdAt: '2026-11-21T09:59:00.000Z',
  ...overrides,
});

export const creditNote = (overrides: Partial<CreditNote> = {}): CreditNote => ({
  id: 'cn-1',
  creditNoteNumber: 'CN-2026-000001',
  invoiceId: 'i-1',
  invoiceNumber: 'INV-2026-000042',
  userId: 'u-1',
  paymentId: 'p-1',
  refundId: 'r-1',
  date: '2026-11-22',
  reason: 'One room was not cleaned',
  amountPence: 2000,
  vatPence: 333,
  vatRatePercent: 20,
  refundedTo: 'Visa ending 4242',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

export const money = (overrides: Partial<InvoiceMoney> = {}): InvoiceMoney => ({
  invoiceId: 'i-1',
  amountDuePence: 8050,
  canPayOnline: true,
  payments: [],
  creditNotes: [],
  ...overrides,
});

export const noMethods: PaymentMethods = { autoPay: 'off' };

export const visa = {
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2029,
  addedAt: '2026-01-05T10:00:00.000Z',
};

export const barclays = {
  bankName: 'Barclays',
  accountEnding: '23',
  accountHolder: 'Jo Client',
  reference: 'GC-7Q2X9K',
  status: 'active' as const,
  addedAt: '2026-01-06T10:00:00.000Z',
};

export const download = (filename: string) => ({
  url: `https://files.example.test/${filename}?signature=1`,
  filename,
  expiresAt: '2026-11-27T12:05:00.000Z',
});

type Answer = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Answers each request by method and path (`GET /api/payment-methods`), the query string left off;
 * anything unexpected is a 404, so a test sees a request it did not plan for. The PDF links' files
 * answer with a few bytes, as the bucket would.
 */
export const stubApi = (routes: Record<string, Answer>) => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith('https://files.example.test/')) return new Response('%PDF-1.7', { status: 200 });
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = routes[key];
    return answer ? answer(url, init) : jsonResponse(404, { code: 'not_found', message: `No ${key}` });
  });
  return fetchMock;
};

/** Every request the stub saw, as `METHOD url`. */
export const requestsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** jsdom cannot save files: the blob URL the download makes is stubbed, so saving runs to its end. */
export const stubBlobUrls = () => {
  for (const [name, value] of [
    ['createObjectURL', vi.fn(() => 'blob:pdf')],
    ['revokeObjectURL', vi.fn()],
  ] as const)
    Object.defineProperty(URL, name, { value, configurable: true, writable: true });
};
