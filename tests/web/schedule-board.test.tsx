import { londonInstant } from '@shared/london-time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduleSection as ScheduleBoard } from '@/app/routes/dashboard/schedule-section';
import { jsonResponse, renderWithProviders } from './support';

/** Monday 30 Nov 2026, 8am in London. */
const NOW = londonInstant('2026-11-30', '08:00');
const day = { start: '08:00', end: '18:00' };
const week = { 1: day, 2: day, 3: day, 4: day, 5: day };
const member = (id: string, name: string, extra = {}) => ({
  id,
  name,
  active: true,
  pattern: week,
  absences: [],
  worksBankHolidays: false,
  version: 1,
  ...extra,
});
const visit = (id: string, serviceTime: string, extra = {}) => ({
  id,
  serviceType: 'domestic_cleaning',
  serviceDate: '2026-11-30',
  serviceTime,
  durationHours: 2,
  status: 'confirmed',
  clientName: `Client ${id}`,
  ...extra,
});
const schedule = (dates: string[]) => ({
  dates,
  staff: [
    member('maria', 'Maria Lopez'),
    member('joanna', 'Joanna Kowalska', {
      absences: [{ kind: 'sickness', from: '2026-11-30', to: '2026-11-30' }],
    }),
  ],
  visits: [
    visit('v-given', '09:00', { staffId: 'maria', staffName: 'Maria Lopez' }),
    visit('v-sick', '13:00', { staffId: 'joanna', staffName: 'Joanna Kowalska' }),
    visit('v-waiting', '15:00', { status: 'pending' }),
  ],
});

const stub = () => {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/admin/schedule')) {
      const days = Number(new URL(url, 'http://localhost').searchParams.get('days'));
      const dates = Array.from(
        { length: days },
        (_, index) => `2026-${index < 1 ? '11-30' : `12-0${index}`}`,
      );
      return jsonResponse(200, schedule(dates));
    }
    if (init?.method === 'PUT')
      return jsonResponse(200, {
        ...visit('v-waiting', '15:00'),
        clientName: undefined,
        userId: 'u-1',
        createdAt: '2026-11-20T09:00:00.000Z',
        scheduleVersion: 0,
        staffId: 'maria',
        staffName: 'Maria Lopez',
      });
    return jsonResponse(404, { code: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the schedule board', () => {
  it("shows today's visits by person, those nobody has, and who is off sick with their visit needing cover", async () => {
    stub();
    renderWithProviders(<ScheduleBoard />);
    const given = await screen.findByRole('button', {
      name: /^09:00–11:00 Domestic Cleaning, Client v-given/,
    });
    expect(
      within(rowOf(/Maria Lopez/)).getByRole('button', { name: given.getAttribute('aria-label') ?? '' }),
    ).toBe(given);
    expect(within(rowOf(/Not given to anyone/)).getByRole('button', { name: /15:00–17:00/ })).toBeVisible();
    const sick = rowOf(/Joanna Kowalska/);
    expect(within(sick).getByText('Off sick')).toBeVisible();
    expect(within(sick).getByRole('button', { name: /13:00–15:00 .*Needs cover$/ })).toBeVisible();
  });

  it('gives a visit to the person it is dropped on, through the API', async () => {
    const fetchMock = stub();
    renderWithProviders(<ScheduleBoard />);
    const waiting = await screen.findByRole('button', { name: /^15:00–17:00/ });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (kind: string, value: string) => data.set(kind, value),
      getData: (kind: string) => data.get(kind) ?? '',
      effectAllowed: 'move',
      dropEffect: 'move',
    };
    fireEvent.dragStart(waiting, { dataTransfer });
    fireEvent.dragOver(rowOf(/Maria Lopez/), { dataTransfer });
    fireEvent.drop(rowOf(/Maria Lopez/), { dataTransfer });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/bookings/v-waiting/staff',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => url === '/api/admin/bookings/v-waiting/staff') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ staffId: 'maria' });
    expect(await screen.findByText('Given to Maria Lopez.')).toBeVisible();
  });

  it('opens a visit by keyboard for the picker, and shows a week in columns', async () => {
    const fetchMock = stub();
    const { user } = renderWithProviders(<ScheduleBoard />);
    const waiting = await screen.findByRole('button', { name: /^15:00–17:00/ });
    waiting.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Who Does This Visit' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/schedule?from=2026-11-30&days=7')).toBe(
        true,
      ),
    );
    expect(await screen.findAllByRole('columnheader')).toHaveLength(8);
  });
});
