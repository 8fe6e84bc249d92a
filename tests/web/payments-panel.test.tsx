import type { AdminInvoice } from '@shared/schemas/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { ClientWaysToPay } from '@/features/payments/components/client-ways-to-pay';
import { OfficePayments } from '@/features/payments/components/office-payments';
import {
  adminInvoice,
  barclays,
  creditNote,
  download,
  money,
  noMethods,
  payment,
  requestsOf,
  stubApi,
  stubBlobUrls,
  visa,
} from './payments-fixtures';
import { jsonResponse, renderWithProviders, sentRequest } from './support';

const summary = {
  month: '2026-11',
  revenueThisMonthPence: 100_000,
  receivedThisMonthPence: 60_000,
  outstandingPence: 40_000,
  overduePence: 0,
  overdue: [],
  collectedThisMonthPence: 45_000,
  collections: {
    pending: { count: 2, pence: 16_100 },
    failed: { count: 1, pence: 8050 },
    scheduled: { count: 3, pence: 24_150 },
  },
};

const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('the office’s money screen', () => {
  it('adds what was collected online, and the pending, failed (marked) and scheduled collections with counts', async () => {
    stubApi({
      'GET /api/admin/invoices/summary': () => jsonResponse(200, summary),
      'GET /api/admin/invoices': () =>
        jsonResponse(200, {
          items: [
            adminInvoice({
              collection: {
                state: 'failed',
                method: 'card',
                date: '2026-11-24',
                attempt: 1,
                failure: 'Declined',
              },
            }),
            adminInvoice({
              id: 'i-2',
              invoiceNumber: 'INV-2026-000041',
              status: 'paid',
              refundedPence: 2000,
            }),
          ],
        }),
    });
    renderWithProviders(<AdminInvoices payments={(invoice) => <OfficePayments invoice={invoice} />} />);
    expect(await screen.findByText('Collected online this month')).toBeVisible();
    expect(card('Collected online this month')).toHaveTextContent('£450.00');
    expect(card('Pending collections (2)')).toHaveTextContent('£161.00');
    expect(card('To be collected (3)')).toHaveTextContent('£241.50');
    expect(card('Failed collections (1)')).toHaveTextContent('£80.50');
    expect(card('Failed collections (1)')).toHaveClass('border-red-300');
    expect(card('To be collected (3)')).not.toHaveClass('border-red-300');
    // Each row: its collection and its refunds as badges.
    const rows = within(screen.getByRole('list', { name: 'All Invoices' })).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Collection failed')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Refunded £20.00')).toBeVisible();
    expect(within(rows[1] as HTMLElement).queryByText(/^Collection/)).toBeNull();
  });
});

describe('undoing a payment, for the office', () => {
  it('offers Undo payment for what the office recorded only: a provider’s payment is refunded instead', async () => {
    const paid = (id: string, payment: AdminInvoice['payment']) =>
      adminInvoice({ id, invoiceNumber: `INV-2026-0000${id}`, status: 'paid', payment });
    const recordedAt = '2026-11-21T10:00:00.000Z';
    stubApi({
      'GET /api/admin/invoices/summary': () => jsonResponse(200, summary),
      'GET /api/admin/invoices': () =>
        jsonResponse(200, {
          items: [
            paid('51', { date: '2026-11-21', method: 'card', recordedAt, reference: 'Visa ending 4242' }),
            paid('52', {
              date: '2026-11-21',
              method: 'direct_debit',
              recordedAt,
              reference: 'Barclays ••11',
            }),
            paid('53', { date: '2026-11-21', method: 'card', recordedAt }),
            paid('54', {
              date: '2026-11-21',
              method: 'tax_free_childcare',
              recordedAt,
              reference: 'AJON12345TFC',
            }),
          ],
        }),
    });
    renderWithProviders(<AdminInvoices />);
    await screen.findByRole('button', { name: /^Download.*INV-2026-000051/ });
    const undo = (number: string) => screen.queryByRole('button', { name: `Undo payment ${number}` });
    expect(undo('INV-2026-000051')).toBeNull();
    expect(undo('INV-2026-000052')).toBeNull();
    expect(undo('INV-2026-000053')).toBeVisible();
    expect(undo('INV-2026-000054')).toBeVisible();
  });
});

describe('an invoice’s payments, for the office', () => {
  it('reads nothing until opened; then each payment with method, who, state, failure, history (event ids), refunds and credit notes', async () => {
    stubBlobUrls();
    const fetchMock = stubApi({
      'GET /api/admin/invoices/i-1/payments': () =>
        jsonResponse(
          200,
          money({
            amountDuePence: 0,
            canPayOnline: false,
            payments: [
              payment({
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
              }),
              payment({
                id: 'p-0',
                provider: 'gocardless',
                method: 'direct_debit',
                description: 'Direct Debit from Barclays ••23',
                state: 'failed',
                automatic: true,
                paidDate: undefined,
                chargeDate: '2026-11-18',
                failure: { code: 'insufficient_funds', message: 'The account had insufficient funds' },
                history: [
                  {
                    at: '2026-11-18T06:00:00.000Z',
                    state: 'failed',
                    note: 'Direct Debit failed at the bank',
                    source: 'provider',
                    eventId: 'EV0123ABCD',
                  },
                ],
              }),
            ],
            creditNotes: [creditNote()],
          }),
        ),
      'GET /api/admin/invoices/i-1/payments/p-1/receipt': () => jsonResponse(200, download('receipt.pdf')),
      'GET /api/admin/invoices/i-1/credit-notes/cn-1/download': () => jsonResponse(200, download('CN.pdf')),
    });
    const { user } = renderWithProviders(
      <OfficePayments invoice={adminInvoice({ status: 'paid', refundedPence: 2000 })} />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Payments'));
    const list = await screen.findByRole('list', { name: 'Payments: INV-2026-000042' });
    // The payments themselves, not the refunds and history steps listed inside them.
    const [card, debit] = Array.from(list.children);
    const one = within(card as HTMLElement);
    expect(one.getByText('Visa ending 4242')).toBeVisible();
    expect(one.getByText('Partly refunded')).toBeVisible();
    expect(one.getByText('Card · Paid by the client · paid 21 Nov 2026 · £20.00 refunded')).toBeVisible();
    expect(one.getByText(/£20.00 on 22 Nov 2026 10:00: One room was not cleaned · Refunded/)).toBeVisible();
    await user.click(one.getByText('History'));
    expect(one.getByText('event evt_1QpaidXYZ')).toBeVisible();
    expect(one.getByText(/Card payment succeeded · Provider/)).toBeVisible();
    const two = within(debit as HTMLElement);
    expect(two.getByText('Direct Debit · Automatic · attempt 1 · charge date 18 Nov 2026')).toBeVisible();
    expect(two.getByText(/Failed: The account had insufficient funds/)).toBeVisible();
    expect(two.queryByRole('button', { name: /^Receipt/ })).toBeNull();
    // A paid invoice is not collected: the client's methods are not even asked for.
    expect(requestsOf(fetchMock)).toEqual(['GET /api/admin/invoices/i-1/payments']);

    await user.click(one.getByRole('button', { name: /^Receipt/ }));
    await waitFor(() =>
      expect(requestsOf(fetchMock)).toContain('GET /api/admin/invoices/i-1/payments/p-1/receipt'),
    );
    await user.click(screen.getByRole('button', { name: 'Credit note: CN-2026-000001' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock)).toContain('GET /api/admin/invoices/i-1/credit-notes/cn-1/download'),
    );
    expect(screen.getByRole('button', { name: 'Refund: INV-2026-000042' })).toBeEnabled();
  });

  it('offers Collect now for an unpaid invoice of a client on auto-pay, after a confirmation; not while one is pending', async () => {
    let pending = false;
    const fetchMock = stubApi({
      'GET /api/admin/invoices/i-1/payments': () =>
        jsonResponse(
          200,
          money(
            pending
              ? { payments: [payment({ state: 'pending', automatic: true, paidDate: undefined })] }
              : {},
          ),
        ),
      'GET /api/admin/clients/u-1/payment-methods': () => jsonResponse(200, { card: visa, autoPay: 'card' }),
      'POST /api/admin/invoices/i-1/collect': () => {
        pending = true;
        return jsonResponse(
          200,
          money({ payments: [payment({ state: 'pending', automatic: true, paidDate: undefined })] }),
        );
      },
    });
    const { user } = renderWithProviders(<OfficePayments invoice={adminInvoice()} />);
    await user.click(screen.getByText('Payments'));
    await user.click(await screen.findByRole('button', { name: 'Collect now: INV-2026-000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Collect now: INV-2026-000042' });
    expect(
      within(dialog).getByText(
        'This takes £80.50 now from Visa ending 4242, expires 08/29. The client is told by email.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Collect £80.50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const collect = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/invoices/i-1/collect');
    expect(sentRequest(fetchMock, collect).headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Collect now/ })).toBeNull());
    expect(screen.getByText('Pending')).toBeVisible();
    // The dialog's button is gone: focus goes back to the section.
    await waitFor(() => expect(screen.getByText('Payments').closest('summary')).toHaveFocus());
  });

  it('offers no Collect now when the client pays each invoice themselves', async () => {
    stubApi({
      'GET /api/admin/invoices/i-1/payments': () => jsonResponse(200, money()),
      'GET /api/admin/clients/u-1/payment-methods': () => jsonResponse(200, { card: visa, autoPay: 'off' }),
    });
    const { user } = renderWithProviders(<OfficePayments invoice={adminInvoice()} />);
    await user.click(screen.getByText('Payments'));
    expect(await screen.findByText('No payments yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Collect now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('names the carers’ Ofsted registrations of a childcare invoice, and where its Tax-Free Childcare payment is recorded', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/invoices/i-1/payments': () => jsonResponse(200, money()),
      'GET /api/admin/clients/u-1/payment-methods': () => jsonResponse(200, noMethods),
    });
    const { user } = renderWithProviders(
      <OfficePayments invoice={adminInvoice({ childcare: { ofstedNumbers: ['EY123456', 'EY654321'] } })} />,
    );
    await user.click(screen.getByText('Payments'));
    expect(await screen.findByText('Carer’s Ofsted registration: EY123456, EY654321')).toBeVisible();
    expect(screen.getByText(/Record it with Mark Paid: method Tax-Free Childcare/)).toBeVisible();
    expect(requestsOf(fetchMock).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });
});

describe('a client’s ways to pay, on the office’s page about them', () => {
  it('shows the card, the mandate and the auto-pay choice, read only, and a statement for the client', async () => {
    stubBlobUrls();
    const fetchMock = stubApi({
      'GET /api/admin/clients/u-1/payment-methods': () =>
        jsonResponse(200, {
          card: visa,
          directDebit: { ...barclays, status: 'pending' },
          autoPay: 'direct_debit',
        }),
      'GET /api/admin/clients/u-1/statement': () => jsonResponse(200, download('statement.pdf')),
    });
    const { user } = renderWithProviders(<ClientWaysToPay clientId="u-1" />);
    const region = within(await screen.findByRole('region', { name: 'Ways to pay' }));
    expect(await region.findByText('Visa ending 4242, expires 08/29')).toBeVisible();
    expect(region.getByText('Barclays, account ending 23, reference GC-7Q2X9K')).toBeVisible();
    expect(region.getByText('Pending')).toBeVisible();
    expect(region.getByText('Automatically by Direct Debit')).toBeVisible();
    expect(region.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(region.getByRole('button', { name: 'Download statement' }));
    await waitFor(() =>
      expect(
        requestsOf(fetchMock).some((r) => r.startsWith('GET /api/admin/clients/u-1/statement?from=')),
      ).toBe(true),
    );
  });
});
