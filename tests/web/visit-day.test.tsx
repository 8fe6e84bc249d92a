import { todayInLondon } from '@shared/dates';
import { addDays } from '@shared/london-time';
import type { StaffVisit, StaffVisitSummary } from '@shared/schemas/visit-day';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyDay } from '@/features/visit-day/components/my-day';
import { SHARE_LOCATION_KEY } from '@/features/visit-day/location';
import { CONSENT_KEY } from '@/lib/consent';
import { deferred, jsonResponse, renderWithProviders } from './support';

const today = todayInLondon();
const tomorrow = addDays(today, 1);
const later = addDays(today, 3);

const summary = (overrides: Partial<StaffVisitSummary> = {}): StaffVisitSummary => ({
  id: 'v-1',
  serviceType: 'domestic_cleaning',
  serviceDate: today,
  serviceTime: '09:00',
  durationHours: 3,
  status: 'confirmed',
  clientFirstName: 'Emma',
  town: 'Potters Bar',
  postcode: 'EN6 2AB',
  open: true,
  ...overrides,
});

const can = { onMyWay: false, checkIn: false, tick: false, checkOut: false };

const visit = (overrides: Partial<StaffVisit> = {}): StaffVisit => ({
  ...summary(),
  address: { line1: '7 Darkes Lane', town: 'Potters Bar', postcode: 'EN6 2AB' },
  accessNotes: 'Side gate, code 1234',
  specialInstructions: 'Please use the eco products under the sink.',
  clientPhone: '07700 900123',
  key: { id: 'k-1', tag: 'K-003', kind: 'key', label: 'Front door', where: 'office' },
  checklistTemplate: [
    { id: 'c-1', label: 'Kitchen' },
    { id: 'c-2', label: 'Bathrooms' },
  ],
  can: { ...can, onMyWay: true, checkIn: true },
  needsHandover: false,
  ...overrides,
});

const child = {
  id: 'ch-1',
  firstName: 'Lily',
  dateOfBirth: addDays(today, -(4 * 365 + 30)),
  allergies: 'Peanuts: EpiPen in the kitchen drawer',
  medicalNotes: 'Mild asthma; inhaler in her bag',
  dietaryNeeds: 'Vegetarian',
  emergencyContacts: [{ name: 'Sarah Green', relationship: 'Mother', phone: '07700900456' }],
  consents: { outings: true, photos: false, sunCream: true },
  createdAt: '2026-01-01T09:00:00.000Z',
};

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/** The member's API: the week, one visit, and whatever `answer` takes (the steps). */
const stubDay = (visits: StaffVisitSummary[], shown: StaffVisit, answer: Answer = () => undefined) => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answered = await answer(url, init);
    if (answered) return answered;
    if (url === '/api/staff/visits') return jsonResponse(200, { today, visits });
    if (url === `/api/staff/visits/${shown.id}`) return jsonResponse(200, shown);
    return jsonResponse(404, { code: 'not_found', message: 'Visit not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([url, init]) => ({
        url: String(url),
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }));
  return { fetchMock, sent };
};

/** Where the page's router is, to check that a visit has its own address and Back closes it. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const renderDay = (path = '/dashboard/work') =>
  renderWithProviders(
    <>
      <MyDay />
      <Where />
    </>,
    path,
  );

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("a member's day", () => {
  it('shows today first, in order, then the rest of the week by day, each card saying when, what, who and where', async () => {
    stubDay(
      [
        summary({ id: 'v-2', serviceTime: '14:00', durationHours: 2, clientFirstName: 'Noah' }),
        summary({ visit: { onMyWayAt: `${today}T08:40:00.000Z` } }),
        summary({ id: 'v-3', serviceDate: tomorrow, serviceType: 'babysitting', clientFirstName: 'Ava' }),
        summary({ id: 'v-4', serviceDate: later, open: false, town: undefined }),
      ],
      visit(),
    );
    renderDay();
    const todays = within(await screen.findByRole('list', { name: 'Today' }));
    const cards = todays.getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      '09:00–12:00On the wayDomestic Cleaning · EmmaPotters Bar, EN6 2AB',
      '14:00–16:00Not startedDomestic Cleaning · NoahPotters Bar, EN6 2AB',
    ]);
    const week = within(screen.getByRole('region', { name: 'This week' }));
    expect(week.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      expect.stringMatching(/^Tomorrow, /),
      expect.not.stringMatching(/^Tomorrow/),
    ]);
    expect(week.getByRole('link', { name: /Babysitting · Ava/ })).toBeVisible();
    // Later in the week: in summary only, not a link until the day before.
    expect(week.getByText('Details open the day before.')).toBeVisible();
    expect(week.getAllByRole('link')).toHaveLength(1);
  });

  it('says so nicely when there is nothing today', async () => {
    stubDay([summary({ serviceDate: tomorrow })], visit());
    renderDay();
    expect(await screen.findByText(/^No visits today\./)).toBeVisible();
  });

  it('opens a visit at its own address, focusing its heading; Back closes it and focuses its card again', async () => {
    stubDay([summary()], visit());
    const { user } = renderDay();
    await user.click(await screen.findByRole('link', { name: /Domestic Cleaning · Emma/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('?visit=v-1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Domestic Cleaning for Emma' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Back to my day' }));
    expect(screen.getByTestId('where')).toHaveTextContent('');
    await waitFor(() => expect(screen.getByRole('link', { name: /Domestic Cleaning · Emma/ })).toHaveFocus());
  });

  it("shows where to go, how to get in, the client's phone and the key to collect", async () => {
    stubDay([summary()], visit());
    renderDay('/dashboard/work?visit=v-1');
    const maps = await screen.findByRole('link', { name: 'Open in Maps' });
    expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=7%20Darkes%20Lane%2C%20Potters%20Bar%2C%20EN6%202AB',
    );
    expect(screen.getByRole('link', { name: /Call Emma/ })).toHaveAttribute('href', 'tel:07700900123');
    expect(screen.getByText('Side gate, code 1234')).toBeVisible();
    expect(screen.getByText('Please use the eco products under the sink.')).toBeVisible();
    expect(screen.getByText('Collect key K-003 (Front door) from the office safe')).toBeVisible();
  });

  it.each([
    [{ where: 'you' as const }, 'You have key K-003 (Front door)'],
    [{ where: 'colleague' as const, holderName: 'Sam Carter' }, 'K-003 (Front door) is with Sam Carter'],
  ])('says where the key is: %o', async (where, line) => {
    const key = { id: 'k-1', tag: 'K-003', kind: 'key' as const, label: 'Front door', ...where };
    stubDay([summary()], visit({ key }));
    renderDay('/dashboard/work?visit=v-1');
    expect(await screen.findByText(line)).toBeVisible();
  });

  it("shows a care visit's children: age, allergies first and marked, contacts to call, consents as yes or no", async () => {
    stubDay(
      [summary({ serviceType: 'babysitting' })],
      visit({ serviceType: 'babysitting', children: [child], needsHandover: true }),
    );
    renderDay('/dashboard/work?visit=v-1');
    const children = within(await screen.findByRole('region', { name: 'The children' }));
    expect(children.getByRole('heading', { name: 'Lily, 4 years' })).toBeVisible();
    expect(children.getByText('Peanuts: EpiPen in the kitchen drawer')).toBeVisible();
    expect(children.getByText('Mild asthma; inhaler in her bag')).toBeVisible();
    expect(children.getByText('Vegetarian')).toBeVisible();
    expect(children.getByRole('link', { name: /Sarah Green \(Mother\)/ })).toHaveAttribute(
      'href',
      'tel:07700900456',
    );
    const consent = (label: string) => children.getByText(label).closest('li')?.textContent;
    expect(consent('Outings (park, library, playgroups)')).toBe('Outings (park, library, playgroups)Yes');
    expect(consent('Photos sent to the parents')).toBe('Photos sent to the parentsNo');
    expect(consent('Sun cream applied')).toBe('Sun cream appliedYes');
  });
});

describe('the steps of a visit', () => {
  it('sends "on my way" once however often it is tapped, with an idempotency key, saying so while it goes', async () => {
    const answer = deferred<Response>();
    const { sent } = stubDay([summary()], visit(), (url) =>
      url.endsWith('/on-my-way') ? answer.promise : undefined,
    );
    const { user } = renderDay('/dashboard/work?visit=v-1');
    const button = await screen.findByRole('button', { name: 'On My Way' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Telling the client…' })).toBeDisabled();
    answer.resolve(jsonResponse(200, visit({ visit: { onMyWayAt: `${today}T08:40:00.000Z` } })));
    expect(
      await screen.findByText(/^You told the client you were on your way at \d\d:\d\d\.$/),
    ).toBeVisible();
    const posts = sent('POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/staff/visits/v-1/on-my-way');
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The next step takes the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check In' })).toHaveFocus());
  });

  it("shows the server's refusal in the page, and sends the same key when the member tries again", async () => {
    let tries = 0;
    const { sent } = stubDay([summary()], visit(), (url) => {
      if (!url.endsWith('/check-in')) return undefined;
      tries += 1;
      return tries === 1
        ? jsonResponse(409, { code: 'conflict', message: 'This visit is already checked in' })
        : jsonResponse(200, visit({ visit: { actualStart: `${today}T09:02:00.000Z` } }));
    });
    const { user } = renderDay('/dashboard/work?visit=v-1');
    await user.click(await screen.findByRole('button', { name: 'Check In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That did not go through');
    expect(alert).toHaveTextContent('This visit is already checked in');
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText(/^Checked in at \d\d:\d\d\.$/)).toBeVisible();
    const [first, second] = sent('POST');
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBe(first?.key);
    expect(first?.body).toEqual({});
  });

  it('asks the phone where it is only when the member chose to share it, and remembers the choice', async () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 51.7, longitude: -0.18, accuracy: 12.4 } } as GeolocationPosition),
    );
    // jsdom has no geolocation: the phone's, for this test only.
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { sent } = stubDay([summary()], visit(), (url) =>
      url.endsWith('/check-in')
        ? jsonResponse(200, visit({ visit: { actualStart: `${today}T09:02:00.000Z` } }))
        : undefined,
    );
    const { user } = renderDay('/dashboard/work?visit=v-1');
    const share = await screen.findByRole('checkbox', {
      name: 'Share my location at check-in and check-out',
    });
    expect(share).not.toBeChecked();
    expect(screen.getByText('Only your distance from the visit is kept, never where you are.')).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(share);
    expect(localStorage.getItem(SHARE_LOCATION_KEY)).toBe('yes');
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByText(/^Checked in at/);
    expect(sent('POST')[0]?.body).toEqual({
      location: { latitude: 51.7, longitude: -0.18, accuracyMetres: 12 },
    });
  });

  it('turns sharing off again, saying why, when the phone says no; the step goes ahead without a place', async () => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed?: PositionErrorCallback | null) =>
      failed?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { sent } = stubDay([summary()], visit(), (url) =>
      url.endsWith('/check-in')
        ? jsonResponse(200, visit({ visit: { actualStart: `${today}T09:02:00.000Z` } }))
        : undefined,
    );
    const { user } = renderDay('/dashboard/work?visit=v-1');
    const share = await screen.findByRole('checkbox', {
      name: 'Share my location at check-in and check-out',
    });
    await user.click(share);
    expect(await screen.findByText(/^Your phone did not allow it\./)).toBeVisible();
    expect(share).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByText(/^Checked in at/);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(sent('POST')[0]?.body).toEqual({});
  });

  it('ticks checklist items once checked in, with a note, and keeps each tick the server answered', async () => {
    const checklist = [
      { id: 'c-1', label: 'Kitchen', done: false },
      { id: 'c-2', label: 'Bathrooms', done: false },
    ];
    const started = visit({
      can: { ...can, tick: true, checkOut: true },
      visit: { actualStart: `${today}T09:02:00.000Z`, checklist },
    });
    const { sent } = stubDay([summary()], started, (url, init) => {
      if (init?.method !== 'PUT') return undefined;
      const body = JSON.parse(String(init.body));
      const itemId = url.split('/').at(-1);
      return jsonResponse(200, {
        ...started,
        visit: {
          ...started.visit,
          checklist: checklist.map((item) => (item.id === itemId ? { ...item, ...body } : item)),
        },
      });
    });
    const { user } = renderDay('/dashboard/work?visit=v-1');
    await user.click(await screen.findByRole('checkbox', { name: 'Kitchen' }));
    await waitFor(() => expect(screen.getByText('1 of 2 done')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Add a note: Bathrooms' }));
    await user.type(screen.getByRole('textbox', { name: 'Note on Bathrooms' }), 'Out of bleach');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Out of bleach')).toBeVisible();
    // The first tick is kept although the second answer came from a visit without it.
    expect(screen.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    expect(sent('PUT')).toEqual([
      { url: '/api/staff/visits/v-1/checklist/c-1', key: null, body: { done: true } },
      {
        url: '/api/staff/visits/v-1/checklist/c-2',
        key: null,
        body: { done: false, note: 'Out of bleach' },
      },
    ]);
  });

  it('checks a care visit out with a handover for the parents, after asking, and says it is done', async () => {
    // Booked yesterday evening, checked in four hours ago: nothing early about leaving now.
    const started = visit({
      serviceType: 'babysitting',
      serviceDate: addDays(today, -1),
      children: [child],
      needsHandover: true,
      can: { ...can, tick: true, checkOut: true },
      visit: { actualStart: new Date(Date.now() - 4 * 3_600_000).toISOString() },
    });
    const { sent } = stubDay([summary()], started, (url) =>
      url.endsWith('/check-out')
        ? jsonResponse(200, {
            ...started,
            status: 'completed',
            can,
            visit: { ...started.visit, actualEnd: `${today}T21:01:00.000Z` },
          })
        : undefined,
    );
    const { user } = renderDay('/dashboard/work?visit=v-1');
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    // Nothing written: the parents must get something.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write the handover for the parents');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Meals and drinks' })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Meals and drinks' }), 'Pasta at 6, all eaten');
    await user.type(screen.getByRole('textbox', { name: 'Sleep' }), 'Asleep by 7:30');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out and send the handover?' });
    expect(sent('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    const done = await screen.findByText(/^Checked out at \d\d:\d\d\. The visit is done/);
    expect(done).toBeVisible();
    // The button is gone: focus goes to what happened.
    await waitFor(() => expect(done.closest('p')).toHaveFocus());
    const [checkOut] = sent('POST');
    expect(checkOut?.url).toBe('/api/staff/visits/v-1/check-out');
    expect(checkOut?.key).toBeTruthy();
    expect(checkOut?.body).toEqual({
      handover: { meals: 'Pasta at 6, all eaten', sleep: 'Asleep by 7:30' },
    });
  });

  it('asks why when leaving well short of the booked time, and what was done when nothing is ticked', async () => {
    // Booked yesterday, checked in five minutes ago for three hours: under half, so a reason is asked.
    const started = visit({
      serviceDate: addDays(today, -1),
      durationHours: 3,
      can: { ...can, tick: true, checkOut: true },
      visit: { actualStart: new Date(Date.now() - 5 * 60_000).toISOString() },
    });
    const { sent } = stubDay([summary()], started, (url) =>
      url.endsWith('/check-out') ? jsonResponse(200, { ...started, status: 'completed', can }) : undefined,
    );
    const { user } = renderDay('/dashboard/work?visit=v-1');
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    const reason = screen.getByRole('textbox', { name: /^Why are you leaving now\?/ });
    expect(reason).toHaveAccessibleDescription(/Please say why you are leaving now/);
    expect(screen.getByRole('textbox', { name: /^A note for the client/ })).toHaveAccessibleDescription(
      /Please tick what you did on the checklist, or write a note for the client/,
    );
    expect(sent('POST')).toHaveLength(0);
    await user.type(reason, 'The client asked me to stop');
    await user.type(
      screen.getByRole('textbox', { name: /^A note for the client/ }),
      'Kitchen only, as asked',
    );
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      note: 'Kitchen only, as asked',
      earlyReason: 'The client asked me to stop',
    });
  });

  it('says when the steps open for a visit later today or tomorrow', async () => {
    stubDay([summary()], visit({ serviceDate: tomorrow, serviceTime: '10:00', can }));
    renderDay('/dashboard/work?visit=v-1');
    expect(await screen.findByText('On my way and check-in open at 07:00 on the day.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'On My Way' })).toBeNull();
    // Before check-in the checklist is to read, not to tick.
    expect(screen.getByText('Kitchen')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Kitchen' })).toBeNull();
  });
});
