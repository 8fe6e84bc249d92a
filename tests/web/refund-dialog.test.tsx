import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceActions } from '@/features/invoices/components/mark-paid-button';
import { OfficePayments } from '@/features/payments/components/office-payments';
import {
  adminInvoice,
  creditNote,
  invoice,
  money,
  noMethods,
  payment,
  requestsOf,
  stubApi,
} from './payments-fixtures';
import { expectVisibleText, jsonResponse, renderWithProviders, sentRequest } from './support';

const refunded = (amountPence: number) =>
  payment({
    state: 'partially_refunded',
    refundedPence: 2000 + amountPence,
    refunds: [
      {
        id: 'r-2',
        amountPence,
        at: '2026-11-27T10:00:00.000Z',
        reason: 'Oven not cleaned',
        state: 'pending',
        creditNoteId: 'cn-2',
      },
    ],
  });

/** A paid invoice of £80.50, £20 of it refunded already: £60.50 left to refund. */
const openRefund = async (
  extra: Parameters<typeof stubApi>[0] = {},
  paid = payment({ state: 'partially_refunded', refundedPence: 2000 }),
) => {
  const fetchMock = stubApi({
    'GET /api/admin/invoices/i-1/payments': () =>
      jsonResponse(200, money({ amountDuePence: 0, payments: [paid] })),
    'GET /api/admin/clients/u-1/payment-methods': () => jsonResponse(200, noMethods),
    ...extra,
  });
  const rendered = renderWithProviders(<OfficePayments invoice={adminInvoice({ status: 'paid' })} />);
  await rendered.user.click(screen.getByText('Payments'));
  await rendered.user.click(await screen.findByRole('button', { name: 'Refund: INV-2026-000042' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund: INV-2026-000042' });
  await within(dialog).findByLabelText(/Amount/);
  return { ...rendered, fetchMock, dialog: within(dialog) };
};

describe('refunding a payment', () => {
  it('prefills what is left to refund, and refuses more than that, nothing, or no reason, before sending', async () => {
    const { user, dialog, fetchMock } = await openRefund();
    expect(dialog.getByLabelText(/Payment/)).toHaveDisplayValue('Visa ending 4242 (up to £60.50 left)');
    const amount = dialog.getByLabelText(/Amount/);
    expect(amount).toHaveValue('60.50');

    await user.clear(amount);
    await user.type(amount, '60.51');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('At most £60.50 of this payment can be refunded')).toBeVisible();
    expect(dialog.getByText('Please say why')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Amount must be more than 0')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Enter an amount in pounds, like 12.50')).toBeVisible();
    expect(requestsOf(fetchMock).filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('confirms where the money goes and the credit note, then refunds once with an idempotency key', async () => {
    let done = false;
    const { user, dialog, fetchMock } = await openRefund({
      'GET /api/admin/invoices/i-1/payments': () =>
        jsonResponse(
          200,
          money({
            amountDuePence: 0,
            payments: [done ? refunded(1000) : payment({ state: 'partially_refunded', refundedPence: 2000 })],
          }),
        ),
      'POST /api/admin/invoices/i-1/refunds': () => {
        done = true;
        return jsonResponse(201, {
          payment: refunded(1000),
          creditNote: creditNote({ id: 'cn-2', creditNoteNumber: 'CN-2026-000002', amountPence: 1000 }),
        });
      },
    });
    const amount = dialog.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(dialog.getByLabelText(/Reason/), 'Oven not cleaned');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const statement = dialog.getByText('This refunds £10.00 to Visa ending 4242 and issues a credit note.');
    expect(statement).toBeVisible();
    await waitFor(() => expect(statement).toHaveFocus());
    // Back keeps what was typed, and returns to the amount.
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByLabelText(/Amount/)).toHaveValue('10');
    await waitFor(() => expect(dialog.getByLabelText(/Amount/)).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Refund £10.00' }));
    await expectVisibleText('Refunded £10.00; credit note CN-2026-000002 issued');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = fetchMock.mock.calls.flatMap(([url], index) =>
      url === '/api/admin/invoices/i-1/refunds' ? [index] : [],
    );
    expect(posts).toHaveLength(1);
    const sent = sentRequest(fetchMock, posts[0]);
    expect(sent.body).toEqual({ paymentId: 'p-1', amountPence: 1000, reason: 'Oven not cleaned' });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The panel is read again and shows the new refund.
    expect(await screen.findByText(/£10.00 on 27 Nov 2026 10:00: Oven not cleaned · Pending/)).toBeVisible();
  });

  it('says a Tax-Free Childcare payment goes back to the childcare account', async () => {
    const { user, dialog } = await openRefund(
      {},
      payment({
        provider: 'office',
        method: 'tax_free_childcare',
        description: 'Tax-Free Childcare AJON12345TFC',
        reference: 'AJON12345TFC',
      }),
    );
    await user.type(dialog.getByLabelText(/Reason/), 'Visit cancelled by us');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      dialog.getByText(
        'This refunds £80.50 to the parent’s Tax-Free Childcare account and issues a credit note.',
      ),
    ).toBeVisible();
  });

  it('shows the server’s refusal in the dialog, and its field errors on the fields', async () => {
    const { user, dialog } = await openRefund({
      'POST /api/admin/invoices/i-1/refunds': () =>
        jsonResponse(422, {
          code: 'validation_error',
          message: 'The refund is more than is left of the payment',
          issues: [{ path: 'amountPence', message: 'At most £50.00 can be refunded' }],
        }),
    });
    await user.type(dialog.getByLabelText(/Reason/), 'Oven not cleaned');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Refund £60.50' }));
    expect(await dialog.findByText('At most £50.00 can be refunded')).toBeVisible();
    expect(dialog.getByRole('alert')).toHaveTextContent('The refund is more than is left of the payment');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('is not offered when nothing is left to refund', async () => {
    stubApi({
      'GET /api/admin/invoices/i-1/payments': () =>
        jsonResponse(200, money({ payments: [payment({ state: 'refunded', refundedPence: 8050 })] })),
    });
    const { user } = renderWithProviders(<OfficePayments invoice={adminInvoice({ status: 'paid' })} />);
    await user.click(screen.getByText('Payments'));
    expect(await screen.findByText('Refunded')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });
});

describe('recording a payment by hand (Mark Paid)', () => {
  it('offers the methods the office records (not Direct Debit), and asks Tax-Free Childcare for its reference', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/invoices/i-1/paid': () => jsonResponse(200, invoice({ status: 'paid' })),
    });
    const { user } = renderWithProviders(<InvoiceActions invoice={adminInvoice()} />);
    await user.click(screen.getByRole('button', { name: /^Mark Paid/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const method = await dialog.findByLabelText(/Method/);
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select how it was paid', 'Bank transfer', 'Card', 'Cash', 'Tax-Free Childcare']);
    expect(dialog.queryByLabelText(/reference/)).toBeNull();
    await user.selectOptions(method, 'Tax-Free Childcare');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(dialog.getByText('Please enter the Tax-Free Childcare payment reference')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText(/Tax-Free Childcare payment reference/), 'ajon12345tfc');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock).body).toEqual({
      paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      method: 'tax_free_childcare',
      reference: 'AJON12345TFC',
    });
    await expectVisibleText('Invoice status updated');
  });

  it('sends no reference with another method', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/invoices/i-1/paid': () => jsonResponse(200, invoice({ status: 'paid' })),
    });
    const { user } = renderWithProviders(<InvoiceActions invoice={adminInvoice()} />);
    await user.click(screen.getByRole('button', { name: /^Mark Paid/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(await dialog.findByLabelText(/Method/), 'Tax-Free Childcare');
    await user.type(dialog.getByLabelText(/reference/), 'AJON12345TFC');
    await user.selectOptions(dialog.getByLabelText(/Method/), 'Bank transfer');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock).body).toEqual({
      paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      method: 'bank_transfer',
    });
  });
});
