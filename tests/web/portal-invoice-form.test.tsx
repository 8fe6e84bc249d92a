import { IDEMPOTENCY_HEADER } from '@shared/http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceForm } from '@/features/invoices/components/invoice-form';
import { expectVisibleText, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const profiles = [
  {
    id: 'u-2',
    email: 'zoe@example.org',
    fullName: 'Zoe Young',
    createdAt: '2026-01-02T00:00:00.000Z',
    isAdmin: false,
  },
  {
    id: 'u-1',
    email: 'al@example.org',
    fullName: 'alan Adams',
    createdAt: '2026-01-01T00:00:00.000Z',
    isAdmin: false,
  },
];
const invoice = {
  id: 'i-1',
  userId: 'u-2',
  invoiceNumber: 'INV-2026-000042',
  paymentReference: 'INV-2026-000042',
  status: 'unpaid',
  invoiceDate: '2026-01-03',
  dueDate: '2026-01-03',
  monthly: false,
  billTo: { name: 'Zoe Young' },
  lines: [{ kind: 'manual', description: 'Deep clean', quantity: 1, unitPence: 8050, amountPence: 8050 }],
  subtotalPence: 6708,
  vatPence: 1342,
  vatRatePercent: 20,
  totalPence: 8050,
  createdAt: '2026-01-03T00:00:00.000Z',
  version: 1,
  hasPdf: true,
};
const ready = [
  {
    bookingId: 'b-1',
    kind: 'visit',
    serviceType: 'deep_cleaning',
    serviceDate: '2026-01-02',
    serviceTime: '10:00',
    seriesId: 's-1',
    lines: [
      {
        kind: 'visit',
        description: 'Deep Cleaning (10:00)',
        quantity: 2,
        unitPence: 2000,
        amountPence: 4000,
      },
    ],
    totalPence: 4000,
  },
];
const upload = {
  url: 'http://127.0.0.1:4569/bucket/u-2/INV-2026-000042.pdf?X-Amz-Signature=abc',
  method: 'PUT',
  headers: { 'content-type': 'application/pdf', 'if-none-match': '*' },
  expiresAt: '2026-01-03T00:05:00.000Z',
};

/** Answers like the API: the users list, the invoice creation and the bucket's PUT. */
const stubApi = () =>
  stubFetch().mockImplementation(async (url: string, init?: RequestInit) => {
    // The picker asks for clients only: no invoice is made out to an admin.
    if (url.startsWith('/api/admin/users?') && url.includes('role=client'))
      return jsonResponse(200, { items: profiles });
    if (url === '/api/admin/clients/u-2/billable') return jsonResponse(200, { items: ready });
    if (url === '/api/admin/invoices' && init?.method === 'POST')
      return jsonResponse(201, { invoice, ...(JSON.parse(String(init.body)).pdfBytes ? { upload } : {}) });
    if (url === upload.url) return new Response(null, { status: 200 });
    return jsonResponse(404, { code: 'not_found', message: url });
  });

const setup = () => {
  const onCreated = vi.fn();
  const rendered = renderWithProviders(<InvoiceForm onCreated={onCreated} />);
  // The browser's own accept filter is switched off, so the form's own check is what is tested.
  return { onCreated, ...rendered, user: userEvent.setup({ applyAccept: false }) };
};
const submit = () => screen.getByRole('button', { name: 'Create Invoice' });
const clientPicker = () => screen.getByRole('combobox', { name: /client/i });
const pdfInput = () => screen.getByLabelText(/invoice pdf/i);
const pdf = (bytes = '%PDF-1.4 test') => new File([bytes], 'invoice.pdf', { type: 'application/pdf' });

describe('the create invoice form', () => {
  it('offers the clients sorted by name and asks for one: Please select a user', async () => {
    const fetchMock = stubApi();
    const { user } = setup();
    await waitFor(() => expect(clientPicker()).toBeEnabled());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a client',
      'alan Adams (al@example.org)',
      'Zoe Young (zoe@example.org)',
    ]);

    await user.click(submit());
    await expectVisibleText('Please select a user');
    expect(clientPicker()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a visit or add a line')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/invoices')).toBe(false);
  });

  it('accepts only .pdf files', async () => {
    stubApi();
    const { user } = setup();
    expect(pdfInput()).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(pdfInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expectVisibleText('Only PDF files can be attached');
    await user.upload(pdfInput(), new File(['<html>'], 'invoice.pdf', { type: 'text/html' }));
    expect(screen.getByText('Only PDF files can be attached')).toBeVisible();
    await user.upload(pdfInput(), pdf());
    await waitFor(() => expect(screen.queryByText('Only PDF files can be attached')).not.toBeInTheDocument());
  });

  it('refuses a price in fractions of a penny and a quantity not in quarters', async () => {
    stubApi();
    const { user } = setup();
    await waitFor(() => expect(clientPicker()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Deep clean');
    await user.clear(screen.getByRole('textbox', { name: /hours or items/i }));
    await user.type(screen.getByRole('textbox', { name: /hours or items/i }), '1.3');
    await user.type(screen.getByRole('textbox', { name: /price each/i }), '10.123');
    await user.click(submit());
    await expectVisibleText('Price must be a number of pence');
    expect(screen.getByText('Quantity must be in quarters (0.25, 0.5, 1 ...)')).toBeVisible();
  });

  it('offers the client’s ready visits ticked, adds a typed line in pence, uploads the PDF, then toasts', async () => {
    const fetchMock = stubApi();
    const { user, onCreated } = setup();
    await waitFor(() => expect(clientPicker()).toBeEnabled());
    await user.selectOptions(clientPicker(), 'u-2');
    expect(await screen.findByRole('checkbox', { name: /Deep Cleaning, 02 Jan 2026 10:00/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Oven clean');
    await user.type(screen.getByRole('textbox', { name: /price each/i }), '1,080.50');
    const file = pdf();
    await user.upload(pdfInput(), file);
    await user.click(submit());

    await expectVisibleText('Invoice created successfully!');
    expect(onCreated).toHaveBeenCalledTimes(1);
    const calls = fetchMock.mock.calls.map(([url]) => url);
    const create = sentRequest(fetchMock, calls.indexOf('/api/admin/invoices'));
    expect(create.body).toEqual({
      userId: 'u-2',
      bookingIds: ['b-1'],
      lines: [{ description: 'Oven clean', quantity: 1, unitPence: 108050 }],
      pdfBytes: file.size,
    });
    expect(create.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const [, put] = fetchMock.mock.calls[calls.indexOf(upload.url)] ?? [];
    expect(put).toMatchObject({ method: 'PUT', headers: upload.headers, body: file });
  });

  it('makes the monthly invoice of a client with regular visits in one action', async () => {
    const fetchMock = stubApi();
    const { user } = setup();
    await waitFor(() => expect(clientPicker()).toBeEnabled());
    await user.selectOptions(clientPicker(), 'u-2');
    await user.click(await screen.findByRole('button', { name: 'Invoice all of January 2026' }));
    await expectVisibleText('Invoice created successfully!');
    const calls = fetchMock.mock.calls.map(([url]) => url);
    expect(sentRequest(fetchMock, calls.indexOf('/api/admin/invoices')).body).toEqual({
      userId: 'u-2',
      month: '2026-01',
    });
  });

  it('says Failed to create invoice when the upload fails', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      url === upload.url ? new Response(null, { status: 403 }) : (answer?.(url, init) as Promise<Response>),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onCreated } = setup();
    await waitFor(() => expect(clientPicker()).toBeEnabled());
    await user.selectOptions(clientPicker(), 'u-2');
    await screen.findByRole('checkbox', { name: /Deep Cleaning/ });
    await user.upload(pdfInput(), pdf());
    await user.click(submit());
    await expectVisibleText('Failed to create invoice');
    expect(screen.getByText(/its PDF did not upload/)).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
