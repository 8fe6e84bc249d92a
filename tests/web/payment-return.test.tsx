import { PAYMENTS } from '@shared/payments';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteChange } from '@/components/layout/route-change';
import { MAIN_ID } from '@/components/layout/skip-link';
import { myInvoicesQuery } from '@/features/invoices/api/list-my-invoices';
import { PaymentStatus } from '@/features/payments/components/payment-status';
import { POLL_EVERY_MS, POLL_FOR_MS } from '@/features/payments/polling';
import { barclays, invoice, noMethods, requestsOf, stubApi, visa } from './payments-fixtures';
import { jsonResponse, renderWithProviders } from './support';

/** Where the page's router is: the return's parameters are read, then taken off the address. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

// In the site's frame: a navigation moves focus to the page's heading unless it says to keep it.
const renderReturn = (search: string) =>
  renderWithProviders(
    <>
      <main id={MAIN_ID}>
        <h1>Client Portal</h1>
        <PaymentStatus invoices={myInvoicesQuery} />
        <Where />
      </main>
      <RouteChange />
    </>,
    `/dashboard/invoices${search}`,
  );

const status = () => screen.getByRole('status', { name: 'Your payment' });
const now = new Date('2026-11-27T12:00:00.000Z');

describe('back from the card provider’s page', () => {
  afterEach(() => vi.useRealTimers());

  it('thanks the client and waits for the server to say paid (the address says nothing), then says received', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const fetchMock = stubApi({
      'GET /api/invoices': () => jsonResponse(200, { items: [invoice(paid ? { status: 'paid' } : {})] }),
    });
    renderReturn('?payment=paid&invoice=i-1');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Thank you — we are confirming your payment with the card provider'),
    );
    // Read once and taken off the address (replaced, so Back does not bring it again); tidying the
    // address is no new page, so the word keeps the focus rather than the heading.
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/);
    expect(status()).toHaveFocus();
    // The server still says unpaid: the page goes on asking, and never claims it is paid.
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2));
    await waitFor(() => expect(requestsOf(fetchMock).length).toBeGreaterThanOrEqual(3));
    expect(status()).not.toHaveTextContent('Payment received');
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    await waitFor(() => expect(status()).toHaveTextContent('Payment received. Thank you!'));
    // Once paid it stops asking.
    const asked = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3));
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('stops after about a minute, says the confirmation is late, and checks again when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ 'GET /api/invoices': () => jsonResponse(200, { items: [invoice()] }) });
    const { user } = renderReturn('?payment=paid&invoice=i-1');
    await waitFor(() => expect(status()).toHaveTextContent(/confirming your payment/));
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS + POLL_EVERY_MS));
    await waitFor(() => expect(status()).toHaveTextContent(/has not confirmed your payment yet/));
    expect(status()).toHaveTextContent(/there is no need to pay again/);
    const asked = fetchMock.mock.calls.length;
    // About one read every two seconds for the minute: not a tight loop, not a single try.
    expect(asked).toBeGreaterThan(POLL_FOR_MS / POLL_EVERY_MS / 2);
    expect(asked).toBeLessThanOrEqual(POLL_FOR_MS / POLL_EVERY_MS + 3);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 5));
    expect(fetchMock.mock.calls.length).toBe(asked);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(asked));
    expect(status()).toHaveTextContent(/confirming your payment/);
  });

  it('says nothing was charged after a cancelled payment, and asks nothing', async () => {
    const fetchMock = stubApi({});
    renderReturn('?payment=cancelled&invoice=i-1');
    expect(await screen.findByText(/^Payment not taken: nothing was charged\./)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^$/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores an outcome it does not know, and says nothing', async () => {
    stubApi({});
    renderReturn('?payment=paid-in-full');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^$/));
    expect(status()).toBeEmptyDOMElement();
  });
});

describe('back from saving a card or setting up a Direct Debit', () => {
  afterEach(() => vi.useRealTimers());

  it('says "Saving your card…" until the server has a card saved since the page opened (not the old one)', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(now);
    // The card being replaced was saved long before; the new one arrives with the provider's word.
    let card = visa;
    const fetchMock = stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, { ...noMethods, card }),
    });
    renderReturn('?payment=card-saved');
    await waitFor(() => expect(status()).toHaveTextContent('Saving your card…'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2));
    expect(status()).toHaveTextContent('Saving your card…');
    card = { ...visa, last4: '1881', addedAt: new Date(now.getTime() - 60_000).toISOString() };
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    await waitFor(() => expect(status()).toHaveTextContent('Your card is saved.'));
    expect(requestsOf(fetchMock).every((request) => request === 'GET /api/payment-methods')).toBe(true);
  });

  it('counts a card saved within the payment page’s lifetime before the return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(now);
    const justBefore = new Date(now.getTime() - PAYMENTS.checkoutMinutes * 60_000 + 1000).toISOString();
    stubApi({
      'GET /api/payment-methods': () =>
        jsonResponse(200, { ...noMethods, card: { ...visa, addedAt: justBefore } }),
    });
    renderReturn('?payment=card-saved');
    await waitFor(() => expect(status()).toHaveTextContent('Your card is saved.'));
  });

  it('says "Setting up your Direct Debit…", then that it is set up and waits on the bank', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(now);
    let directDebit: object | undefined;
    stubApi({ 'GET /api/payment-methods': () => jsonResponse(200, { ...noMethods, directDebit }) });
    renderReturn('?payment=direct-debit');
    await waitFor(() => expect(status()).toHaveTextContent('Setting up your Direct Debit…'));
    directDebit = { ...barclays, status: 'pending', addedAt: now.toISOString() };
    await waitFor(
      () => expect(status()).toHaveTextContent(/Your Direct Debit is set up\. Your bank will confirm/),
      {
        timeout: POLL_EVERY_MS * 3,
      },
    );
  });

  it('says nothing was saved when the set-up was left', async () => {
    const fetchMock = stubApi({});
    renderReturn('?payment=setup-cancelled');
    expect(await screen.findByText('Nothing was saved.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a pay link to an invoice this account does not have', () => {
  it('says it could not be found', async () => {
    stubApi({ 'GET /api/invoices': () => jsonResponse(200, { items: [invoice()] }) });
    renderReturn('?pay=i-someone-else');
    expect(
      await screen.findByText('We could not find the invoice from that link in your account.'),
    ).toBeVisible();
  });

  it('says nothing when the invoice is there (its own row offers the button)', async () => {
    const fetchMock = stubApi({ 'GET /api/invoices': () => jsonResponse(200, { items: [invoice()] }) });
    renderReturn('?pay=i-1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
  });
});
