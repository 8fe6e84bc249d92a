import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientInvoiceList as ClientInvoices } from '@/features/invoices/components/client-invoice-list';
import { UsersList } from '@/features/users/components/users-list';
import { expectVisibleText, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const invoice = {
  id: 'i-1',
  userId: 'u-1',
  invoiceNumber: 'INV-2025-000007',
  paymentReference: 'INV-2025-000007',
  status: 'unpaid',
  invoiceDate: '2025-03-05',
  dueDate: '2025-03-19',
  monthly: true,
  billTo: { name: 'Jo Bloggs' },
  lines: [
    {
      kind: 'visit',
      description: 'End of tenancy clean',
      serviceDate: '2025-03-03',
      quantity: 6,
      unitPence: 2000,
      amountPence: 12000,
    },
    { kind: 'manual', description: 'Carpet shampoo', amountPence: 111450 },
  ],
  subtotalPence: 102875,
  vatPence: 20575,
  vatRatePercent: 20,
  totalPence: 123450,
  createdAt: '2025-03-05T09:00:00.000Z',
  version: 1,
  hasPdf: false,
};
const profile = (id: string, fullName: string) => ({
  id,
  fullName,
  email: `${id}@example.org`,
  createdAt: '2025-03-05T09:00:00.000Z',
  isAdmin: false,
});

describe('the portal lists', () => {
  it('show an invoice with its en-GB date, pounds with two decimals, status and a Download button', async () => {
    stubFetch(() => jsonResponse(200, { items: [invoice] }));
    renderWithProviders(<ClientInvoices />);
    const item = within(await screen.findByRole('listitem'));
    expect(item.getByRole('heading', { name: 'INV-2025-000007' })).toBeVisible();
    expect(item.getByText('05 Mar 2025')).toBeVisible();
    expect(item.getByText('19 Mar 2025')).toBeVisible();
    expect(item.getByText('End of tenancy clean and 1 more')).toBeVisible();
    // The amount beside the dates (the lines' total, closed, comes after it in the document).
    expect(item.getAllByText('£1,234.50').at(0)).toBeVisible();
    expect(item.getByText('unpaid')).toBeVisible();
    // Its lines, one click away: hours × rate and the VAT inside the total.
    expect(item.getByText(/03 Mar 2025: End of tenancy clean \(6 × £20\.00\)/)).not.toBeVisible();
    await userEvent.setup().click(item.getByText('Lines'));
    expect(item.getByText(/03 Mar 2025: End of tenancy clean \(6 × £20\.00\)/)).toBeVisible();
    expect(item.getByText(/incl\. VAT at 20%: £205\.75/)).toBeVisible();
    expect(item.getByRole('button', { name: 'Download INV-2025-000007' })).toBeEnabled();
  });

  it('say so when there is nothing yet', async () => {
    stubFetch(() => jsonResponse(200, { items: [] }));
    renderWithProviders(<ClientInvoices />);
    await expectVisibleText('No invoices yet.');
  });

  it("show the failure in the spec's words with the server's message, and can try again", async () => {
    const fetchMock = stubFetch(() => jsonResponse(403, { code: 'forbidden', message: 'Not your invoices' }));
    const { user } = renderWithProviders(<ClientInvoices />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load invoices');
    expect(alert).toHaveTextContent('Not your invoices');

    fetchMock.mockImplementation(async () => jsonResponse(200, { items: [invoice] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expectVisibleText('End of tenancy clean and 1 more');
  });

  it('load the next page of an admin list with Load more, until there is none', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { items: [profile('u-1', 'Ann')], nextCursor: 'page2' }),
    );
    const { user } = renderWithProviders(<UsersList />);
    await expectVisibleText('Ann');
    // No page size: the API's default is the one page size.
    expect(sentRequest(fetchMock).url).toBe('/api/admin/users');
    // Each opens the client's own page.
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveAttribute('href', '/dashboard/users/u-1');

    fetchMock.mockImplementation(async () => jsonResponse(200, { items: [profile('u-2', 'Ben')] }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expectVisibleText('Ben');
    expect(screen.getByText('Ann')).toBeVisible();
    expect(sentRequest(fetchMock, 1).url).toBe('/api/admin/users?cursor=page2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
