import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteSignIn } from '@/features/staff/components/delete-sign-in';
import { StaffDataDownload } from '@/features/staff/components/staff-data-download';
import { stubBlobUrls } from './payments-fixtures';
import { deferred, jsonResponse, renderWithProviders, sentRequest, stubFetch } from './support';

/** A member's copy of their data, from their own page or the office's. */

const exported = {
  exportedAt: '2026-12-07T10:00:00.000Z',
  member: {
    id: 's-1',
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    phone: '07700 900555',
    services: ['ironing'],
    districts: ['EN6'],
    pattern: { 1: { start: '08:00', end: '16:00' } },
    worksBankHolidays: false,
    absences: [],
    credentials: { referencesReceived: 2 },
    active: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    version: 3,
  },
  visits: [
    {
      id: 'b-1',
      serviceType: 'ironing',
      serviceDate: '2026-12-01',
      serviceTime: '10:00',
      durationHours: 2,
      status: 'completed',
      district: 'EN6',
      actualStart: '2026-12-01T10:02:00.000Z',
      actualEnd: '2026-12-01T12:00:00.000Z',
    },
  ],
  keysHeld: [],
};

describe("a member's data download", () => {
  it('fetches their own copy with a busy label and saves it as a JSON file', async () => {
    stubBlobUrls();
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = renderWithProviders(<StaffDataDownload />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
    expect(sentRequest(fetchMock).url).toMatch(/\/api\/staff\/me\/export$/);
    answer.resolve(jsonResponse(200, exported));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ member: { name: 'Maria Lopez' } });
    expect(await screen.findByText('Your download has started')).toBeVisible();
  });

  it("the office's button names the member and reads theirs by id", async () => {
    stubBlobUrls();
    const fetchMock = stubFetch(() => jsonResponse(200, exported));
    const { user } = renderWithProviders(<StaffDataDownload member={{ id: 's-1', name: 'Maria Lopez' }} />);
    await user.click(screen.getByRole('button', { name: 'Download Data: Maria Lopez' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock).url).toMatch(/\/api\/admin\/staff\/s-1\/export$/);
  });

  it('says so when the copy cannot be made', async () => {
    stubFetch(() => jsonResponse(429, { code: 'rate_limited', message: 'Too many requests of this kind.' }));
    const { user } = renderWithProviders(<StaffDataDownload />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('The data could not be downloaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe("a former member's sign-in", () => {
  const former = {
    ...exported.member,
    active: false,
    deactivated: { at: '2026-12-01T09:00:00.000Z', by: 'Office Manager' },
    account: {
      status: 'joined' as const,
      invitedAt: '2026-11-01T09:00:00.000Z',
      invitedBy: 'Office Manager',
      accountId: 'sub-1',
    },
    version: 5,
  } as Parameters<typeof DeleteSignIn>[0]['member'];

  it('is deleted behind a dialog that says what stays, at the version read', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user } = renderWithProviders(<DeleteSignIn member={former} />);
    await user.click(screen.getByRole('button', { name: 'Delete Sign-in: Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Maria Lopez's sign-in" });
    expect(dialog).toHaveAccessibleDescription(/record, hours and visits stay/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Sign-in' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(sentRequest(fetchMock)).toMatchObject({
      url: expect.stringMatching(/\/api\/admin\/staff\/s-1\/sign-in\/delete$/),
      method: 'POST',
      body: { version: 5 },
    });
    const { account: _gone, ...rest } = former;
    answer.resolve(
      jsonResponse(200, {
        ...rest,
        version: 6,
        signInDeleted: { at: '2026-12-07T10:00:00.000Z', by: 'Office Manager' },
      }),
    );
    expect(await screen.findByText("Maria Lopez's sign-in is deleted.")).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
