import type { Quote } from '@shared/schemas/quote';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyQuotes } from '@/features/quotes/components/my-quotes';
import { requestsOf, stubApi } from './payments-fixtures';
import { jsonResponse, renderWithProviders } from './support';

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'q-1',
  quoteNumber: 'Q-2026-000007',
  status: 'viewed',
  version: 2,
  clientId: 'user-1',
  recipient: { name: 'Jane Doe', email: 'jane@example.com' },
  title: 'End of tenancy clean',
  lines: [{ description: 'End of tenancy clean', quantity: 1, unitPence: 36_000, amountPence: 36_000 }],
  subtotalPence: 30_000,
  vatPence: 6_000,
  vatRatePercent: 20,
  totalPence: 36_000,
  depositPence: 9_000,
  deposit: { kind: 'percent', percent: 25 },
  validUntil: '2026-12-31',
  createdAt: '2026-11-27T09:00:00.000Z',
  history: [],
  ...overrides,
});

describe("the client's quotes", () => {
  it('opens the mailed link once, then approves exactly the version on screen with the typed name and the tick', async () => {
    const approved = quote({
      status: 'approved',
      approval: { at: '2026-11-27T10:00:00.000Z', name: 'Jane Doe', version: 2 },
      depositInvoice: { id: 'inv-9', invoiceNumber: 'INV-2026-000009', amountPence: 9_000 },
    });
    let current = quote();
    const fetchMock = stubApi({
      'POST /api/quote-links': () => jsonResponse(200, current),
      'GET /api/quotes': () => jsonResponse(200, { items: [current] }),
      'POST /api/quotes/q-1/approve': () => {
        current = approved;
        return jsonResponse(200, { quote: approved });
      },
    });
    const { user } = renderWithProviders(<MyQuotes />, '/dashboard/quotes?link=q-1.2.1.sig');
    const card = within(await screen.findByRole('article', { name: 'Quote Q-2026-000007' }));
    const form = within(card.getByRole('form', { name: 'Approve this quote' }));

    // Neither without the name nor without the tick: nothing is sent.
    await user.click(form.getByRole('button', { name: 'Approve quote' }));
    expect(await form.findByText('Please type your full name')).toBeTruthy();
    await user.type(form.getByLabelText(/Your full name/), 'Jane Doe');
    await user.click(form.getByRole('button', { name: 'Approve quote' }));
    expect(await form.findByText('Please tick to confirm you accept the quote')).toBeTruthy();
    expect(requestsOf(fetchMock).filter((request) => request.includes('/approve'))).toEqual([]);

    await user.click(form.getByRole('checkbox', { name: /I accept this quote for £360.00/ }));
    await user.click(form.getByRole('button', { name: 'Approve quote' }));
    await waitFor(() => expect(card.getByText('Approved')).toBeTruthy());
    const approval = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'));
    expect(JSON.parse(String(approval?.[1]?.body))).toEqual({ version: 2, name: 'Jane Doe', agree: true });
    expect(
      requestsOf(fetchMock).filter((request) => request.startsWith('POST /api/quote-links')),
    ).toHaveLength(1);

    // The deposit is paid on the invoices' own card payment.
    const pay = await card.findByRole('link', { name: 'Pay the £90.00 deposit by card' });
    expect(pay.getAttribute('href')).toBe('/dashboard/invoices?pay=inv-9');
  });
});
