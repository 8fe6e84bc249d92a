import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { weekSummary } from '@/features/staff/components/member-details';
import { TeamList } from '@/features/staff/components/team-list';
import { expectVisibleText, jsonResponse, renderWithProviders } from './support';

const weekdays = { start: '08:00', end: '18:00' };
const maria = {
  id: 's-1',
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '07700 900101',
  services: ['domestic_cleaning', 'ironing'],
  districts: ['EN6', 'EN5'],
  pattern: {
    1: weekdays,
    2: weekdays,
    3: weekdays,
    4: weekdays,
    5: weekdays,
    6: { start: '09:00', end: '16:00' },
  },
  worksBankHolidays: true,
  absences: [
    { kind: 'leave', from: '2099-01-04', to: '2099-01-08' },
    { kind: 'sickness', from: '2020-01-01', to: '2020-01-02' },
  ],
  credentials: {
    dbs: { certificateNumber: '001100220033', issuedOn: '2026-08-01', updateService: true },
    paediatricFirstAid: { expiresOn: '2026-12-08' },
    referencesReceived: 2,
  },
  active: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
};
const report = (holds: boolean) => ({
  today: '2026-11-26',
  expiring: [
    {
      staffId: 's-1',
      name: 'Maria Lopez',
      credential: 'paediatricFirstAid',
      validUntil: '2026-12-08',
      expired: false,
    },
    { staffId: 's-2', name: 'Jo Old', credential: 'dbs', validUntil: '2026-11-19', expired: true },
  ],
  dbsClaim: holds
    ? { holds: true, active: 4, without: [] }
    : { holds: false, active: 4, without: [{ id: 's-2', name: 'Jo Old' }] },
});

const siteFigures = {
  rating: { average: 4.6, count: 12, since: '2025-03-02T10:00:00.000Z' },
  clientsServed: 9,
  dbs: { active: 4, checked: 3 },
  testimonials: [
    {
      id: 'b-1',
      firstName: 'Ann',
      town: 'Potters Bar',
      rating: 5,
      comment: 'Lovely',
      givenAt: '2026-11-01T09:00:00.000Z',
    },
  ],
};

/** Answers the two reads by their paths: the report and the list (whose query it keeps). */
const stubTeam = (items: unknown[], holds = false) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url.includes('/api/admin/staff/credentials')
      ? jsonResponse(200, report(holds))
      : url === '/api/public/stats'
        ? jsonResponse(200, siteFigures)
        : url === '/api/admin/settings/booking'
          ? jsonResponse(200, init?.body ? JSON.parse(String(init.body)) : { confirmByHand: ['nanny'] })
          : jsonResponse(200, { items }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe("the office's Team tab", () => {
  it('says when the DBS claim is not true and who makes it so, and what runs out soon', async () => {
    stubTeam([maria]);
    renderWithProviders(<TeamList />);
    await expectVisibleText(
      '"Every member of staff holds an enhanced DBS certificate" is not true today: 1 of 4 active staff have no current enhanced DBS.',
    );
    expect(screen.getByText('Jo Old', { selector: 'p' })).toBeVisible();
    const expiring = within(screen.getByRole('list', { name: 'Running out within 30 days' }));
    expect(expiring.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Maria LopezPaediatric first aidvalid until 08 Dec 2026',
      'Jo OldEnhanced DBSran out after 19 Nov 2026Expired',
    ]);
  });

  it('says so when the claim holds', async () => {
    stubTeam([maria], true);
    renderWithProviders(<TeamList />);
    await expectVisibleText(
      '"Every member of staff holds an enhanced DBS certificate" is true today: all 4 active staff hold a current enhanced DBS.',
    );
  });

  it("checks the site's other claims against the figures the pages read", async () => {
    stubTeam([maria], true);
    renderWithProviders(<TeamList />);
    const claims = within(await screen.findByRole('list', { name: 'Claims on the site' }));
    expect(claims.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The rating shown, an average of 4.6 from 12 reviews since 2025, is counted from every piece of feedback held.',
      '"Clients served" shows 9: clients with at least one completed visit.',
      '1 review is published: each one the client agreed to publish and the office approved.',
      '"Fully insured" is a fact of the insurance policy, not of these records: check the policy is in force when it renews.',
    ]);
  });

  it('shows each member: services, districts, hours in few words, DBS and first aid dates, leave ahead', async () => {
    stubTeam([maria]);
    renderWithProviders(<TeamList />);
    const item = within(within(await screen.findByRole('list', { name: 'Team' })).getByRole('listitem'));
    expect(item.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible();
    expect(item.getByText('Domestic Cleaning, Ironing')).toBeVisible();
    expect(item.getByText('EN6, EN5')).toBeVisible();
    expect(item.getByText('Mon–Fri 08:00–18:00, Sat 09:00–16:00')).toBeVisible();
    expect(item.getByText('31 Jul 2027')).toBeVisible();
    expect(item.getByText('08 Dec 2026')).toBeVisible();
    // Past sickness is history; leave ahead is shown.
    expect(item.getByText('Leave 04 Jan 2099–08 Jan 2099')).toBeVisible();
  });

  it('asks the server for the status and search chosen, and says when nothing matches', async () => {
    const fetchMock = stubTeam([]);
    const { user } = renderWithProviders(<TeamList />);
    await expectVisibleText('No staff yet.');
    await user.selectOptions(screen.getByLabelText('Show'), 'Everyone');
    await expectVisibleText('No staff match these filters.');
    const listCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/admin/staff?'));
    expect(listCalls.at(-1)).toContain('status=all');
  });

  it('chooses which services the office confirms by hand, and saves the choice', async () => {
    const fetchMock = stubTeam([maria]);
    const { user } = renderWithProviders(<TeamList />);
    const nanny = await screen.findByRole('checkbox', { name: 'Nanny' });
    await waitFor(() => expect(nanny).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Babysitting' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await expectVisibleText('Settings saved.');
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ confirmByHand: ['nanny', 'babysitting'] });
  });
});

describe("the team's own accounts", () => {
  it('invites a member to sign in, then says when and by whom, offering to send it again', async () => {
    let member: Record<string, unknown> = maria;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/staff/s-1/invite' && init?.method === 'POST') {
        member = {
          ...maria,
          account: { status: 'invited', invitedAt: '2026-11-27T09:00:00.000Z', invitedBy: 'Alex Admin' },
          version: 2,
        };
        return jsonResponse(200, member);
      }
      if (url.includes('/api/admin/staff/credentials')) return jsonResponse(200, report(true));
      if (url === '/api/admin/settings/booking') return jsonResponse(200, { confirmByHand: [] });
      return jsonResponse(200, { items: [member] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<TeamList />);
    await user.click(await screen.findByRole('button', { name: 'Invite to Sign In: Maria Lopez' }));
    await expectVisibleText(
      'Invited on 27 Nov 2026 by Alex Admin: not signed in yet. The code in the mail works for 7 days.',
    );
    expect(screen.getByRole('button', { name: 'Send the Invitation Again: Maria Lopez' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([, sent]) => sent?.method === 'POST')).toHaveLength(1);
  });

  it('marks a member who has joined, with nothing to send', async () => {
    stubTeam([
      {
        ...maria,
        account: {
          status: 'joined',
          invitedAt: '2026-11-20T09:00:00.000Z',
          invitedBy: 'Alex Admin',
          joinedAt: '2026-11-21T09:00:00.000Z',
        },
      },
    ]);
    renderWithProviders(<TeamList />);
    const item = within(within(await screen.findByRole('list', { name: 'Team' })).getByRole('listitem'));
    expect(item.getByText('Has an account')).toBeVisible();
    expect(item.queryByRole('button', { name: /Invit/ })).toBeNull();
  });
});

describe('a member leaving the team, and coming back', () => {
  /** The team list, with the leaving routes answered by `answer`; every request kept. */
  const stubLeaving = (initial: Record<string, unknown>, answer: (url: string) => Response | undefined) => {
    let member = initial;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const response = answer(url);
        if (response?.ok) member = (await response.clone().json()) as Record<string, unknown>;
        return response ?? jsonResponse(404, { code: 'not_found', message: 'Not found' });
      }
      if (url.includes('/api/admin/staff/credentials')) return jsonResponse(200, report(true));
      if (url === '/api/admin/settings/booking') return jsonResponse(200, { confirmByHand: [] });
      return jsonResponse(200, { items: [member] });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('asks first, then marks her as left at the version read, and says when and by whom', async () => {
    const fetchMock = stubLeaving(maria, (url) =>
      url === '/api/admin/staff/s-1/deactivate'
        ? jsonResponse(200, {
            ...maria,
            active: false,
            deactivated: { at: '2026-12-07T10:00:00.000Z', by: 'Alex Admin' },
            version: 2,
          })
        : undefined,
    );
    const { user } = renderWithProviders(<TeamList />);
    await user.click(await screen.findByRole('button', { name: 'Mark as Left: Maria Lopez' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Maria Lopez as left' });
    expect(dialog).toHaveAccessibleDescription(/signed out everywhere at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Left' }));
    await expectVisibleText('Maria Lopez is marked as left and has been signed out.');
    const [url, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST') ?? [];
    expect(url).toBe('/api/admin/staff/s-1/deactivate');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 1 });
    await expectVisibleText('Left on 07 Dec 2026 (marked by Alex Admin).');
    expect(screen.getByRole('button', { name: 'Make Active Again: Maria Lopez' })).toBeVisible();
  });

  it('lists the visits and keys she still has, keeping the dialog open, when the server refuses', async () => {
    stubLeaving(maria, () =>
      jsonResponse(409, {
        code: 'staff_has_work',
        message: 'Maria Lopez still has visits to come or keys to return.',
        issues: [
          { path: 'visits.b-1', message: 'Domestic Cleaning on 09 Dec 2026 at 10:00' },
          { path: 'keys.k-1', message: 'Key K-004 (Front door)' },
        ],
      }),
    );
    const { user } = renderWithProviders(<TeamList />);
    await user.click(await screen.findByRole('button', { name: 'Mark as Left: Maria Lopez' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Maria Lopez as left' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Left' }));
    const alert = within(await within(dialog).findByRole('alert'));
    expect(
      alert.getByText('First give these visits to someone else, and take these keys back:'),
    ).toBeVisible();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Domestic Cleaning on 09 Dec 2026 at 10:00',
      'Key K-004 (Front door)',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Mark as Left' })).toBeEnabled();
  });

  it('makes a member who left active again, after asking', async () => {
    const left = {
      ...maria,
      active: false,
      deactivated: { at: '2026-12-01T10:00:00.000Z', by: 'Alex Admin' },
      version: 4,
    };
    const fetchMock = stubLeaving(left, (url) =>
      url === '/api/admin/staff/s-1/reactivate'
        ? jsonResponse(200, { ...left, active: true, version: 5 })
        : undefined,
    );
    const { user } = renderWithProviders(<TeamList />);
    await user.click(await screen.findByRole('button', { name: 'Make Active Again: Maria Lopez' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Maria Lopez active again' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Active' }));
    await expectVisibleText('Maria Lopez is active again.');
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4 });
  });
});

describe('a working week in few words', () => {
  it('runs equal consecutive days together and keeps the rest apart', () => {
    expect(weekSummary({ 1: weekdays, 2: weekdays, 4: weekdays, 7: { start: '10:00', end: '12:00' } })).toBe(
      'Mon–Tue 08:00–18:00, Thu 08:00–18:00, Sun 10:00–12:00',
    );
    expect(weekSummary({})).toBe('');
  });
});
