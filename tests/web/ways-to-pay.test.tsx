import { DIRECT_DEBIT_GUARANTEE, SAVED_CARD_CONSENT } from '@shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyStatement } from '@/features/payments/components/my-statement';
import { WaysToPay } from '@/features/payments/components/ways-to-pay';
import { goToProvider } from '@/features/payments/provider-page';
import { barclays, download, noMethods, requestsOf, stubApi, stubBlobUrls, visa } from './payments-fixtures';
import { deferred, jsonResponse, renderWithProviders, sentRequest } from './support';

vi.mock('@/features/payments/provider-page', () => ({ goToProvider: vi.fn() }));

const section = () => within(screen.getByRole('region', { name: 'Ways to pay' }));
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('the client’s ways to pay', () => {
  beforeEach(() => vi.mocked(goToProvider).mockReset());

  it('with nothing saved: offers to save a card (with the consent) and a Direct Debit (with the Guarantee), auto-pay off', async () => {
    stubApi({ 'GET /api/payment-methods': () => jsonResponse(200, noMethods) });
    const { user } = renderWithProviders(<WaysToPay />);
    expect(await screen.findByText('No card saved.')).toBeVisible();
    expect(section().getByRole('button', { name: 'Save a card' })).toBeEnabled();
    expect(section().getByText(SAVED_CARD_CONSENT)).toBeVisible();
    expect(section().getByText('No Direct Debit set up.')).toBeVisible();
    expect(section().getByRole('heading', { name: 'Direct Debit' })).toBeVisible();
    expect(section().getByRole('button', { name: 'Set up Direct Debit' })).toBeEnabled();
    // The Guarantee, one click away.
    const guarantee = section().getByText('The Direct Debit Guarantee');
    expect(section().getByText(DIRECT_DEBIT_GUARANTEE[0])).not.toBeVisible();
    await user.click(guarantee);
    for (const line of DIRECT_DEBIT_GUARANTEE) expect(section().getByText(line)).toBeVisible();
    // The choices that need a saved method cannot be made, and say what to do first.
    expect(radio(/from my card/)).toBeDisabled();
    expect(radio(/from my card/)).toHaveAccessibleName(/Save a card first/);
    expect(radio(/by Direct Debit/)).toBeDisabled();
    expect(radio(/by Direct Debit/)).toHaveAccessibleName(/Set up a Direct Debit first/);
    expect(radio(/I’ll pay each invoice myself/)).toBeChecked();
    expect(section().getByRole('button', { name: 'Save choice' })).toBeDisabled();
  });

  it('shows the saved card and mandate as the bank reads them', async () => {
    stubApi({
      'GET /api/payment-methods': () =>
        jsonResponse(200, { card: visa, directDebit: barclays, autoPay: 'direct_debit' }),
    });
    renderWithProviders(<WaysToPay />);
    expect(await screen.findByText('Visa ending 4242, expires 08/29')).toBeVisible();
    expect(section().getByText('Barclays, account ending 23, reference GC-7Q2X9K')).toBeVisible();
    expect(section().getByText('Active')).toBeVisible();
    expect(section().getByRole('button', { name: 'Replace: Visa ending 4242, expires 08/29' })).toBeEnabled();
    expect(section().queryByRole('button', { name: 'Set up Direct Debit' })).toBeNull();
    expect(radio(/by Direct Debit/)).toBeChecked();
    expect(radio(/from my card/)).toBeEnabled();
  });

  it('saves a card on Stripe’s page: asks for it with an idempotency key, busy, then sends the browser there', async () => {
    const page = deferred<Response>();
    const checkout = {
      url: 'https://checkout.stripe.com/c/setup/cs_test_2',
      expiresAt: '2026-11-27T12:30:00.000Z',
    };
    const fetchMock = stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, noMethods),
      'POST /api/payment-methods/card': () => page.promise,
    });
    const { user } = renderWithProviders(<WaysToPay />);
    await user.click(await screen.findByRole('button', { name: 'Save a card' }));
    expect(section().getAllByRole('button', { name: 'Opening…' })[0]).toBeDisabled();
    const sent = sentRequest(fetchMock, 1);
    expect(`${sent.method} ${sent.url}`).toBe('POST /api/payment-methods/card');
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    page.resolve(jsonResponse(200, checkout));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(checkout));
  });

  it('says why GoCardless’s page did not open, under its button', async () => {
    stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, noMethods),
      'POST /api/payment-methods/direct-debit': () =>
        jsonResponse(503, {
          code: 'provider_unavailable',
          message: 'Direct Debit is not available just now',
        }),
    });
    const { user } = renderWithProviders(<WaysToPay />);
    await user.click(await screen.findByRole('button', { name: 'Set up Direct Debit' }));
    expect(await section().findByRole('alert')).toHaveTextContent('Direct Debit is not available just now');
    expect(goToProvider).not.toHaveBeenCalled();
    expect(section().getByRole('button', { name: 'Set up Direct Debit' })).toBeEnabled();
  });

  it('removes the card only after a confirmation, then moves focus to the card’s heading', async () => {
    let card: typeof visa | undefined = visa;
    const fetchMock = stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, { ...noMethods, card }),
      'DELETE /api/payment-methods/card': () => {
        card = undefined;
        return jsonResponse(200, noMethods);
      },
    });
    const { user } = renderWithProviders(<WaysToPay />);
    await user.click(await screen.findByRole('button', { name: 'Remove: Visa ending 4242, expires 08/29' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove your saved card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/payment-methods']);

    await user.click(screen.getByRole('button', { name: /^Remove: Visa/ }));
    dialog = screen.getByRole('dialog', { name: 'Remove your saved card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No card saved.')).toBeVisible();
    expect(requestsOf(fetchMock)).toContain('DELETE /api/payment-methods/card');
    await waitFor(() => expect(section().getByRole('heading', { name: 'Card' })).toHaveFocus());
  });

  it('cancels the Direct Debit after a confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, { ...noMethods, directDebit: barclays }),
      'DELETE /api/payment-methods/direct-debit': () =>
        jsonResponse(200, { ...noMethods, directDebit: { ...barclays, status: 'cancelled' } }),
    });
    const { user } = renderWithProviders(<WaysToPay />);
    await user.click(await screen.findByRole('button', { name: /^Remove: Barclays/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Direct Debit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await section().findByRole('button', { name: 'Set up Direct Debit' })).toBeEnabled();
    expect(requestsOf(fetchMock)).toContain('DELETE /api/payment-methods/direct-debit');
  });

  it('saves how invoices are paid with PUT, and shows the choice the server kept', async () => {
    const fetchMock = stubApi({
      'GET /api/payment-methods': () => jsonResponse(200, { card: visa, autoPay: 'off' }),
      'PUT /api/payment-methods/auto-pay': () => jsonResponse(200, { card: visa, autoPay: 'card' }),
    });
    const { user } = renderWithProviders(<WaysToPay />);
    await user.click(await screen.findByRole('radio', { name: /from my card/ }));
    await user.click(section().getByRole('button', { name: 'Save choice' }));
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('PUT /api/payment-methods/auto-pay'));
    expect(sentRequest(fetchMock, 1).body).toEqual({ autoPay: 'card' });
    await waitFor(() => expect(section().getByRole('button', { name: 'Save choice' })).toBeDisabled());
    expect(radio(/from my card/)).toBeChecked();
  });
});

describe('the client’s statement', () => {
  afterEach(() => vi.useRealTimers());

  it('covers the last three months unless changed, refuses To before From, and saves the PDF', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    stubBlobUrls();
    const fetchMock = stubApi({ 'GET /api/statement': () => jsonResponse(200, download('statement.pdf')) });
    const { user } = renderWithProviders(<MyStatement />);
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    expect(from).toHaveValue('2026-08-27');
    expect(to).toHaveValue('2026-11-27');

    await user.clear(to);
    await user.type(to, '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('To must be on or after From')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(requestsOf(fetchMock)[0]).toBe('GET /api/statement?from=2026-08-27&to=2026-11-27');
  });
});
