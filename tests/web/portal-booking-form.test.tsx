import { ruleMessages, startTimesFor } from '@shared/booking-rules';
import { seriesDates } from '@shared/booking-series';
import { IDEMPOTENCY_HEADER } from '@shared/http';
import { londonInstant } from '@shared/london-time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { deferred, expectVisibleText, jsonResponse, renderWithProviders } from './support';

/** Monday 23 Nov 2026, 9am in London: the form offers what the rules allow from here. */
const NOW = londonInstant('2026-11-23', '09:00');
const SAVED = { line1: '14 Hatfield Road', town: 'Potters Bar', postcode: 'EN6 1HS' };

const booked = {
  id: 'b-1',
  userId: 'u-1',
  serviceType: 'ironing',
  serviceDate: '2026-11-25',
  serviceTime: '10:30',
  durationHours: 3,
  status: 'pending',
  createdAt: '2026-11-23T09:00:00.000Z',
  scheduleVersion: 0,
};

/** Who is free (GET /api/availability): by default Maria, at every time the rules allow. */
type Free = (date: string, times: string[]) => { serviceTime: string; staffFirstName: string }[];
const everyoneFree: Free = (_date, times) =>
  times.map((serviceTime) => ({ serviceTime, staffFirstName: 'Maria' }));

const availability = (url: string, free: Free) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const [type, hours] = [query.get('serviceType') as never, Number(query.get('durationHours'))];
  if (url.startsWith('/api/availability/series')) {
    const first = query.get('serviceDate') ?? '';
    const dates = seriesDates(
      first,
      query.get('frequency') as never,
      { visits: Number(query.get('visits')) },
      NOW,
    );
    const time = query.get('serviceTime') ?? '';
    const taken = dates.filter((date) => free(date, [time]).length === 0);
    return jsonResponse(200, {
      covered: dates
        .filter((date) => !taken.includes(date))
        .map((serviceDate) => ({ serviceDate, staffFirstName: 'Maria' })),
      uncovered: taken,
    });
  }
  const date = query.get('from') ?? '';
  return jsonResponse(200, {
    days: [{ serviceDate: date, times: free(date, startTimesFor(type, hours, date, NOW)) }],
    familiar: [],
  });
};

/**
 * fetch for the form: who the client is (with their saved address), who is free (`free`), and `answer`
 * for everything else.
 */
const stubApi = (
  answer: () => Promise<Response> | Response = () => jsonResponse(201, booked),
  address: unknown = SAVED,
  free: Free = everyoneFree,
) => {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/me'
      ? jsonResponse(200, { id: 'u-1', isAdmin: false, ...(address ? { address } : {}) })
      : url.startsWith('/api/availability')
        ? availability(url, free)
        : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const asked = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/availability'));
  const writes = () =>
    fetchMock.mock.calls.filter(([url]) => url !== '/api/me' && !url.startsWith('/api/availability'));
  const sent = (index = 0) => {
    const [url, init] = writes()[index] ?? [];
    return {
      url,
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
  };
  return { fetchMock, writes, sent, asked };
};

const setup = () => {
  const onBooked = vi.fn();
  return { onBooked, ...renderWithProviders(<BookingForm onBooked={onBooked} />) };
};

const submit = () => screen.getByRole('button', { name: /^Book/ });
const serviceType = () => screen.getByRole('combobox', { name: /service type/i });
const duration = () => screen.getByRole('combobox', { name: /duration/i });
const dateField = () => screen.getByLabelText(/^date/i);
const timeField = () => screen.getByRole('combobox', { name: /^time/i });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const pickDate = (date: string) => fireEvent.change(dateField(), { target: { value: date } });
/** The times on offer once who is free is known. */
const offered = async () => {
  await waitFor(() => expect(timeField()).toBeEnabled());
  return options(timeField());
};

const fillValid = async (user: ReturnType<typeof setup>['user']) => {
  await waitFor(() => expect(screen.getByLabelText(/postcode/i)).toHaveValue(SAVED.postcode));
  await user.selectOptions(serviceType(), 'ironing');
  await user.selectOptions(duration(), '3');
  pickDate('2026-11-25');
  await offered();
  await user.selectOptions(timeField(), '10:30');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the booking dialog form', () => {
  it('starts with no service, 2 hours, dates from today to 12 months ahead and the saved address', async () => {
    stubApi();
    setup();
    expect(serviceType()).toHaveValue('');
    expect(duration()).toHaveValue('2');
    expect(dateField()).toHaveAttribute('min', '2026-11-23');
    expect(dateField()).toHaveAttribute('max', '2027-11-23');
    expect(timeField()).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText(/address line 1/i)).toHaveValue(SAVED.line1));
    expect(screen.getByLabelText(/postcode/i)).toHaveValue('EN6 1HS');
  });

  it('offers only what the rules allow: lengths from the minimum, times that fit the day, none on Sundays', async () => {
    stubApi();
    const { user } = setup();
    await user.selectOptions(serviceType(), 'babysitting');
    expect(options(duration())).toEqual(['3 hours', '4 hours', '6 hours', '8 hours']);
    expect(duration()).toHaveValue('3');

    await user.selectOptions(serviceType(), 'domestic_cleaning');
    await user.selectOptions(duration(), '2');
    await waitFor(() => expect(screen.getByLabelText(/postcode/i)).toHaveValue(SAVED.postcode));
    pickDate('2026-11-28');
    expect(await offered()).toEqual([
      'Select a time',
      ...[
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
      ].map((time) => `${time} · Maria`),
    ]);
    pickDate('2026-11-29');
    expect(timeField()).toBeDisabled();
    expect(timeField()).toHaveAccessibleDescription(ruleMessages.sunday);
    // Today is inside the 24-hour lead time: tomorrow 9am onwards is offered.
    pickDate('2026-11-24');
    await waitFor(() => expect(options(timeField())[1]).toBe('09:00 · Maria'));
  });

  it('offers only times someone is free for, asks where first, and says when nobody is', async () => {
    // Nobody before noon on the 25th, nobody at all on the 26th.
    const { asked } = stubApi(undefined, null, (date, times) =>
      everyoneFree(date, date === '2026-11-26' ? [] : times.filter((time) => time >= '12:00')),
    );
    const { user } = setup();
    await user.selectOptions(serviceType(), 'ironing');
    pickDate('2026-11-25');
    expect(timeField()).toBeDisabled();
    expect(timeField()).toHaveAccessibleDescription(
      'Enter the postcode of the address first: we offer the times someone near you is free.',
    );
    expect(asked()).toHaveLength(0);
    await user.type(screen.getByLabelText(/postcode/i), 'EN6 1HS');
    expect((await offered())[1]).toBe('12:00 · Maria');
    expect(asked()[0]?.[0]).toBe(
      '/api/availability?serviceType=ironing&durationHours=2&postcode=EN6+1HS&from=2026-11-25&days=1',
    );
    pickDate('2026-11-26');
    await waitFor(() =>
      expect(timeField()).toHaveAccessibleDescription(
        'Nobody on our team is free on this date for this visit. Please choose another date.',
      ),
    );
    expect(timeField()).toBeDisabled();
  });

  it('a time taken a moment ago: the server says what is still free, and the form asks again', async () => {
    let taken = false;
    stubApi(
      () => {
        taken = true;
        return jsonResponse(409, {
          code: 'slot_taken',
          message: 'Nobody is free at that time any more on 25 Nov 2026. Still free: 13:00.',
          freeTimes: ['13:00'],
        });
      },
      SAVED,
      (date, times) => everyoneFree(date, taken ? times.filter((time) => time === '13:00') : times),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onBooked } = setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(timeField()).toHaveAccessibleDescription(
        'Nobody is free at that time any more on 25 Nov 2026. Still free: 13:00.',
      ),
    );
    await waitFor(() => expect(options(timeField())).toEqual(['Select a time', '13:00 · Maria']));
    expect(timeField()).toHaveValue('');
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('names who will come when the visit is confirmed at once', async () => {
    stubApi(() =>
      jsonResponse(201, { ...booked, status: 'confirmed', staffId: 's-1', staffName: 'Maria Lopez' }),
    );
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    // A toast: visible once sonner has mounted it (expectVisibleText).
    await expectVisibleText('Booked and confirmed: Maria will come on 25 Nov 2026 at 10:30.');
  });

  it('lists the visits of a series nobody can take before the client books, and leaves them out', async () => {
    const { sent } = stubApi(
      () =>
        jsonResponse(201, {
          id: 's-1',
          userId: 'u-1',
          frequency: 'weekly',
          status: 'active',
          createdAt: booked.createdAt,
          visits: [],
        }),
      SAVED,
      (date, times) => everyoneFree(date, date === '2026-12-09' ? [] : times),
    );
    const { user } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /how often/i }), 'weekly');
    const visits = screen.getByLabelText(/number of visits/i);
    await user.clear(visits);
    await user.type(visits, '4');
    const note = await screen.findByText('Nobody is free for 1 of these 4 visits:');
    expect(note.parentElement).toHaveTextContent('09 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Book 3 Visits' }));
    await waitFor(() => expect(sent().url).toBe('/api/series'));
    expect(sent().body).toMatchObject({ frequency: 'weekly', visits: 4, skipDates: ['2026-12-09'] });
  });

  it('requires a service, a date, a time and an address, and sends nothing until they are given', async () => {
    const { writes } = stubApi(undefined, null);
    const { user } = setup();
    await user.click(submit());
    await expectVisibleText('Please select a service');
    expect(dateField()).toHaveAccessibleDescription('Please choose a date');
    expect(timeField()).toHaveAccessibleDescription('Please choose a time');
    expect(screen.getByLabelText(/postcode/i)).toHaveAccessibleDescription('Please enter a postcode');
    expect(writes()).toHaveLength(0);
  });

  it('shows the estimate before the client confirms, with the bank-holiday surcharge', async () => {
    stubApi();
    const { user } = setup();
    await user.selectOptions(serviceType(), 'deep_cleaning');
    await user.selectOptions(duration(), '4');
    pickDate('2026-12-28');
    await offered();
    await user.selectOptions(timeField(), '10:00');
    const estimate = screen.getByRole('region', { name: 'Price estimate' });
    expect(estimate).toHaveTextContent('£20.00 an hour × 4 hours£80.00');
    expect(estimate).toHaveTextContent('Boxing Day (substitute day): bank holiday surcharge (50%)+£40.00');
    expect(estimate).toHaveTextContent('Estimate£120.00');
  });

  it('says Creating... while it sends, posts the booking with an idempotency key, then toasts and closes', async () => {
    const answer = deferred<Response>();
    const { sent, writes } = stubApi(() => answer.promise);
    const { user, onBooked } = setup();
    await waitFor(() => expect(screen.getByLabelText(/address line 1/i)).toHaveValue(SAVED.line1));
    await fillValid(user);
    await user.type(screen.getByLabelText(/access notes/i), 'Key under the mat');
    await user.dblClick(submit());
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, booked));
    expect(
      await screen.findByText("Booking created successfully! We'll confirm your appointment soon."),
    ).toBeVisible();
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(writes()).toHaveLength(1);
    expect(sent()).toMatchObject({ url: '/api/bookings' });
    expect(sent().body).toEqual({
      serviceType: 'ironing',
      serviceDate: '2026-11-25',
      serviceTime: '10:30',
      durationHours: 3,
      address: SAVED,
      accessNotes: 'Key under the mat',
      saveAddress: false,
    });
    expect(sent().headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('books a fortnightly series: the visits, their estimate with the regular discount, one request', async () => {
    const { sent } = stubApi(() =>
      jsonResponse(201, {
        id: 's-1',
        userId: 'u-1',
        frequency: 'fortnightly',
        status: 'active',
        createdAt: booked.createdAt,
        visits: [],
      }),
    );
    const { user } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /how often/i }), 'fortnightly');
    const visits = screen.getByLabelText(/number of visits/i);
    await user.clear(visits);
    await user.type(visits, '3');
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent(
      'Regular-service discount (5%)−£2.25Each visit£42.753 visits, 25 Nov 2026 to 23 Dec 2026£128.25',
    );
    await user.click(screen.getByRole('button', { name: 'Book 3 Visits' }));
    await waitFor(() => expect(sent().url).toBe('/api/series'));
    expect(sent().body).toMatchObject({ frequency: 'fortnightly', visits: 3, serviceDate: '2026-11-25' });
  });

  it("puts the server's word on the field, keeps the values, and resends with the same key", async () => {
    const { writes, sent } = stubApi(() =>
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Some fields need attention',
        issues: [{ path: 'serviceTime', message: 'You already have a visit on 25 Nov 2026 at 10:00.' }],
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onBooked } = setup();
    await fillValid(user);
    await user.click(submit());
    await expectVisibleText('Failed to create booking');
    expect(timeField()).toHaveAccessibleDescription('You already have a visit on 25 Nov 2026 at 10:00.');
    expect(serviceType()).toHaveValue('ironing');
    expect(onBooked).not.toHaveBeenCalled();
    await user.click(submit());
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(sent(1).headers.get(IDEMPOTENCY_HEADER)).toBe(sent(0).headers.get(IDEMPOTENCY_HEADER));
  });
});
