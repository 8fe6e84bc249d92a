import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientDeletion } from '@/features/users/components/client-deletion';
import { jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

const client = { id: 'c-1', fullName: 'Jo Bloggs' };

const openDialog = async () => {
  const rendered = renderWithProviders(<ClientDeletion client={client} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Delete account' }));
  return {
    ...rendered,
    dialog: within(await screen.findByRole('dialog', { name: 'Delete this client’s account?' })),
  };
};

describe('the office deletes a client’s account', () => {
  it('asks why and for the client’s request before sending anything, then sends the reason', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        cancelledVisits: 0,
        cancellationFeesPence: 0,
        anonymisedBookings: 0,
        anonymisedFeedback: 0,
        invoicesKept: 0,
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(dialog.getByText('Please say why (at least 5 characters)')).toBeVisible();
    expect(dialog.getByText('Please tick the box to confirm')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/^reason/i), '  Phoned on 3 March  ');
    await user.click(dialog.getByLabelText('The client asked for their account to be deleted'));
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(sentRequest(fetchMock)).toMatchObject({
      url: '/api/admin/users/c-1/delete',
      method: 'POST',
      body: { confirm: true, reason: 'Phoned on 3 March' },
    });
  });

  it('refused while something is owed: the dialog stays open and lists each item, announced', async () => {
    stubFetch(() =>
      jsonResponse(409, {
        code: 'amounts_owed',
        message: 'This account cannot be deleted yet: something is still owed on it.',
        issues: [
          { path: 'invoices.i-1', message: 'Invoice INV-2026-000007 for £45.00 is not paid yet.' },
          {
            path: 'bookings.b-1',
            message: 'The Deep Cleaning on 02 Mar 2026 at 10:00 is done but not invoiced yet.',
          },
        ],
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^reason/i), 'Emailed us today');
    await user.click(dialog.getByLabelText('The client asked for their account to be deleted'));
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(/something is still owed/)).toBeVisible();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Invoice INV-2026-000007 for £45.00 is not paid yet.',
      'The Deep Cleaning on 02 Mar 2026 at 10:00 is done but not invoiced yet.',
    ]);
    expect(dialog.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });
});
