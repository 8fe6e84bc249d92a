import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientInvoiceList } from '@/features/invoices/components/client-invoice-list';
import { InvoicePayments } from '@/features/payments/components/invoice-payments';
import { PayInvoice } from '@/features/payments/components/pay-invoice';
import { goToProvider } from '@/features/payments/provider-page';
import {
  creditNote,
  download,
  invoice,
  money,
  payment,
  requestsOf,
  stubApi,
  stubBlobUrls,
} from './payments-fixtures';
import { deferred, jsonResponse, renderWithProviders, sentRequest } from './support';

// jsdom cannot leave the page: where the browser would go is what the test reads.
vi.mock('@/features/payments/provider-page', () => ({ goToProvider: vi.fn() }));

const checkout = {
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  expiresAt: '2026-11-27T12:30:00.000Z',
};

/** The Invoices tab's list as the route composes it: the pay button and each invoice's payments. */
const renderList = (path = '/dashboard/invoices') =>
  renderWithProviders(
    <ClientInvoiceList
      actions={(each) => <PayInvoice invoice={each} />}
      more={(each) => <InvoicePayments invoice={each} />}
    />,
    path,
  );

const item = (number: string) =>
  within(screen.getByRole('heading', { name: number }).closest('li') as HTMLElement);

describe('paying an invoice by card', () => {
  beforeEach(() => vi.mocked(goToProvider).mockReset());
  afterEach(() => vi.useRealTimers());

  it('offers "Pay £X by card" on an unpaid invoice only: not when paid, void, or taken automatically', async () => {
    stubApi({
      'GET /api/invoices': () =>
        jsonResponse(200, {
          items: [
            invoice(),
            invoice({ id: 'i-2', invoiceNumber: 'INV-2026-000041', status: 'paid' }),
            invoice({ id: 'i-3', invoiceNumber: 'INV-2026-000040', status: 'void' }),
            invoice({
              id: 'i-4',
              invoiceNumber: 'INV-2026-000039',
              collection: { state: 'scheduled', method: 'direct_debit', date: '2026-12-03', attempt: 1 },
            }),
            invoice({
              id: 'i-5',
              invoiceNumber: 'INV-2026-000038',
              collection: { state: 'pending', method: 'card', date: '2026-11-27', attempt: 1 },
            }),
          ],
        }),
    });
    renderList();
    expect(await screen.findByRole('button', { name: 'Pay £80.50 by card: INV-2026-000042' })).toBeEnabled();
    for (const number of ['INV-2026-000041', 'INV-2026-000040', 'INV-2026-000039', 'INV-2026-000038'])
      expect(item(number).queryByRole('button', { name: /by card/ })).toBeNull();
    expect(item('INV-2026-000039').getByText('Will be taken by Direct Debit on 03 Dec 2026')).toBeVisible();
    expect(item('INV-2026-000038').getByText('Payment pending')).toBeVisible();
  });

  it('after a failed collection, says so and when it is tried again, and offers the card button', async () => {
    stubApi({
      'GET /api/invoices': () =>
        jsonResponse(200, {
          items: [
            invoice({
              collection: {
                state: 'failed',
                method: 'card',
                date: '2026-11-24',
                attempt: 1,
                retryDate: '2026-11-27',
                failure: 'Card declined',
              },
            }),
          ],
        }),
    });
    renderList();
    expect(
      await screen.findByText(
        'The automatic payment did not go through. We will try again on 27 Nov 2026, or you can pay now by card.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay £80.50 by card/ })).toBeEnabled();
  });

  it('asks for a payment page with an idempotency key, says it is opening it, then sends the browser there', async () => {
    const page = deferred<Response>();
    const fetchMock = stubApi({
      'GET /api/invoices': () => jsonResponse(200, { items: [invoice()] }),
      'POST /api/invoices/i-1/pay': () => page.promise,
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /^Pay £80.50 by card/ }));
    expect(screen.getByRole('button', { name: /^Opening the payment page…/ })).toBeDisabled();
    const pay = sentRequest(fetchMock, 1);
    expect(pay.method).toBe('POST');
    expect(pay.url).toBe('/api/invoices/i-1/pay');
    expect(pay.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(goToProvider).not.toHaveBeenCalled();
    page.resolve(jsonResponse(200, checkout));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(checkout));
    // The browser is leaving: the button stays busy rather than inviting a second click.
    expect(screen.getByRole('button', { name: /^Opening the payment page…/ })).toBeDisabled();
  });

  it('says a refusal under the button pressed (409: already paid) and reads the list again', async () => {
    let paid = false;
    const fetchMock = stubApi({
      'GET /api/invoices': () => jsonResponse(200, { items: [invoice(paid ? { status: 'paid' } : {})] }),
      'POST /api/invoices/i-1/pay': () => {
        paid = true;
        return jsonResponse(409, { code: 'conflict', message: 'This invoice is already paid' });
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /^Pay £80.50 by card/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice is already paid');
    expect(goToProvider).not.toHaveBeenCalled();
    // The list is read again and the invoice now says paid: no button, no stale error.
    await waitFor(() => expect(screen.queryByRole('button', { name: /by card/ })).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('This invoice is already paid');
    expect(requestsOf(fetchMock).filter((request) => request === 'GET /api/invoices')).toHaveLength(2);
  });

  it('from the mail’s ?pay= link, draws out that invoice and focuses its button, without leaving on its own', async () => {
    const fetchMock = stubApi({
      'GET /api/invoices': () =>
        jsonResponse(200, { items: [invoice(), invoice({ id: 'i-2', invoiceNumber: 'INV-2026-000041' })] }),
    });
    renderList('/dashboard/invoices?pay=i-2');
    const button = await screen.findByRole('button', { name: 'Pay £80.50 by card: INV-2026-000041' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(item('INV-2026-000041').getByText('Pay invoice INV-2026-000041')).toBeVisible();
    expect(item('INV-2026-000042').queryByText(/^Pay invoice/)).toBeNull();
    expect(goToProvider).not.toHaveBeenCalled();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/invoices']);
  });

  it('from a ?pay= link to a paid invoice, says it is paid instead', async () => {
    stubApi({ 'GET /api/invoices': () => jsonResponse(200, { items: [invoice({ status: 'paid' })] }) });
    renderList('/dashboard/invoices?pay=i-1');
    expect(await screen.findByText('Invoice INV-2026-000042 is already paid. Thank you!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
  });
});

describe("an invoice's payments, for the client", () => {
  it('asks for nothing until opened; then shows what is due, each payment, refunds, receipts and credit notes', async () => {
    stubBlobUrls();
    const refunded = payment({
      state: 'partially_refunded',
      refundedPence: 2000,
      refunds: [
        {
          id: 'r-1',
          amountPence: 2000,
          at: '2026-11-22T10:00:00.000Z',
          reason: 'One room was not cleaned',
          state: 'paid',
          creditNoteId: 'cn-1',
        },
      ],
    });
    const fetchMock = stubApi({
      'GET /api/invoices': () =>
        jsonResponse(200, { items: [invoice({ status: 'paid', refundedPence: 2000 })] }),
      'GET /api/invoices/i-1/payments': () =>
        jsonResponse(
          200,
          money({
            amountDuePence: 0,
            canPayOnline: false,
            payments: [
              refunded,
              payment({
                id: 'p-0',
                state: 'cancelled',
                paidDate: undefined,
                description: 'Card payment page',
              }),
            ],
            creditNotes: [creditNote()],
          }),
        ),
      'GET /api/invoices/i-1/payments/p-1/receipt': () => jsonResponse(200, download('receipt-p-1.pdf')),
      'GET /api/invoices/i-1/credit-notes/cn-1/download': () =>
        jsonResponse(200, download('CN-2026-000001.pdf')),
    });
    const { user } = renderList();
    expect(await screen.findByText('Refunded £20.00')).toBeVisible();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/invoices']);
    await user.click(screen.getByText('Payments'));
    const payments = await screen.findByRole('list', { name: 'Payments: INV-2026-000042' });
    const rows = within(payments).getAllByRole('listitem');
    // A payment page opened and left is not shown to the client.
    expect(rows).toHaveLength(1);
    const row = within(rows[0] as HTMLElement);
    expect(row.getByText('Visa ending 4242')).toBeVisible();
    expect(row.getByText('Partly refunded')).toBeVisible();
    expect(row.getByText('Paid 21 Nov 2026')).toBeVisible();
    expect(row.getByText('Refunded £20.00 on 22 Nov 2026')).toBeVisible();
    expect(screen.queryByText('Amount due:')).toBeNull();

    await user.click(row.getByRole('button', { name: 'Receipt: Visa ending 4242, £80.50' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(requestsOf(fetchMock)).toContain('GET /api/invoices/i-1/payments/p-1/receipt');
    expect(requestsOf(fetchMock)).toContain('GET https://files.example.test/receipt-p-1.pdf?signature=1');

    const notes = within(screen.getByRole('list', { name: 'Credit notes' }));
    expect(notes.getByText(/CN-2026-000001: £20.00, 22 Nov 2026/)).toBeVisible();
    await user.click(notes.getByRole('button', { name: 'Credit note: CN-2026-000001' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
    expect(requestsOf(fetchMock)).toContain('GET /api/invoices/i-1/credit-notes/cn-1/download');
  });

  it('shows the amount due of an unpaid invoice, when it will be taken, and a failure in the provider’s words', async () => {
    stubApi({
      'GET /api/invoices': () => jsonResponse(200, { items: [invoice()] }),
      'GET /api/invoices/i-1/payments': () =>
        jsonResponse(
          200,
          money({
            autoCollect: { method: 'card', date: '2026-12-03', description: 'Visa ending 4242' },
            payments: [
              payment({
                state: 'failed',
                paidDate: undefined,
                automatic: true,
                failure: { code: 'card_declined', message: 'Your card was declined.' },
              }),
            ],
          }),
        ),
    });
    const { user } = renderList();
    await user.click(await screen.findByText('Payments'));
    expect(await screen.findByText('£80.50', { selector: 'p' })).toHaveTextContent('Amount due: £80.50');
    expect(screen.getByText('To be taken automatically on 03 Dec 2026: Visa ending 4242')).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    expect(screen.getByText('Tried 21 Nov 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Receipt/ })).toBeNull();
  });
});

describe('the provider page guard', () => {
  it('follows only https addresses (http on this machine only)', async () => {
    const actual = await vi.importActual<typeof import('@/features/payments/provider-page')>(
      '@/features/payments/provider-page',
    );
    const expiresAt = checkout.expiresAt;
    expect(() => actual.goToProvider({ url: 'javascript:alert(1)', expiresAt })).toThrow();
    expect(() => actual.goToProvider({ url: 'http://checkout.example.org/pay', expiresAt })).toThrow();
  });
});
