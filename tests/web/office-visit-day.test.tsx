import type { AdminBooking } from '@shared/schemas/booking';
import type { Key } from '@shared/schemas/house-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttendanceForm } from '@/features/bookings/components/attendance-form';
import { BookingStatusActions } from '@/features/bookings/components/booking-status-actions';
import { EarlyCheckOut } from '@/features/bookings/components/early-check-out';
import { EditBookingForm } from '@/features/bookings/components/edit-booking-form';
import { timesOf, VisitRecordPanel } from '@/features/bookings/components/visit-record-panel';
import { ChildDetails } from '@/features/children/components/child-details';
import { ClientDetail } from '@/features/users/components/client-detail';
import { expectVisibleText, jsonResponse, renderWithProviders } from './support';

/** The day of a visit in the office's booking screen and client page: the day as it happened, and the family. */

// A winter date (GMT): the instants read as London wall-clock times.
const booking: AdminBooking = {
  id: 'b-1',
  userId: 'u-1',
  serviceType: 'domestic_cleaning',
  serviceDate: '2026-01-13',
  serviceTime: '10:00',
  durationHours: 3,
  status: 'completed',
  createdAt: '2026-01-02T09:00:00.000Z',
  scheduleVersion: 0,
  clientName: 'Jo Bloggs',
  visit: {
    onMyWayAt: '2026-01-13T09:41:00.000Z',
    actualStart: '2026-01-13T10:07:30.000Z',
    actualEnd: '2026-01-13T12:58:10.000Z',
    startDistanceMetres: 150,
    endDistanceMetres: 100,
    checklist: [
      { id: 'i-1', label: 'Kitchen', done: true, note: 'Oven left for the deep clean' },
      { id: 'i-2', label: 'Bins emptied', done: false },
    ],
    note: 'Spare hoover bags under the stairs.',
  },
};

describe('what happened on the day, for the office', () => {
  it('compares booked and actual times to the minute, and says the difference', () => {
    expect(timesOf(booking, booking.visit ?? {})).toEqual({
      booked: 'Booked 10:00–13:00',
      actual: 'Actual 10:07–12:58',
      difference: 'Arrived 7 min late · left 2 min early · 9 min shorter than booked',
    });
    expect(
      timesOf(
        { ...booking, serviceDate: '2026-07-14', durationHours: 2 },
        { actualStart: '2026-07-14T08:55:00.000Z', actualEnd: '2026-07-14T11:10:00.000Z' },
      ),
    ).toEqual({
      // Summer: BST, an hour ahead of the instants.
      booked: 'Booked 10:00–12:00',
      actual: 'Actual 09:55–12:10',
      difference: 'Arrived 5 min early · left 10 min late · 15 min longer than booked',
    });
    expect(timesOf(booking, { actualStart: '2026-01-13T10:00:00.000Z' })).toEqual({
      booked: 'Booked 10:00–13:00',
      actual: 'Arrived 10:00, not checked out yet',
    });
  });

  it('shows the comparison and how far from the postcode the member checked in and out', () => {
    renderWithProviders(<VisitRecordPanel booking={booking} visit={booking.visit ?? {}} />);
    expect(screen.getByText('Booked 10:00–13:00 · Actual 10:07–12:58')).toBeVisible();
    expect(
      screen.getByText('Arrived 7 min late · left 2 min early · 9 min shorter than booked'),
    ).toBeVisible();
    expect(screen.getByText('Checked in about 150 m from the postcode’s centre')).toBeVisible();
    expect(screen.getByText('Checked out about 100 m from the postcode’s centre')).toBeVisible();
  });

  it('draws nothing before the member has arrived or given a place', () => {
    const { container } = renderWithProviders(
      <VisitRecordPanel booking={booking} visit={{ onMyWayAt: '2026-01-13T09:41:00.000Z' }} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('the office completes a visit by hand or corrects its times', () => {
  it('offers "Correct Times" on a completed visit, starting from the times recorded', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = renderWithProviders(<BookingStatusActions booking={booking} />);
    await user.click(screen.getByRole('button', { name: /^Correct Times/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct the times' }));
    expect(await dialog.findByLabelText(/^Start time/)).toHaveValue('10:07');
    expect(dialog.getByLabelText(/^End time/)).toHaveValue('12:58');
    // Nothing else is offered on a completed visit.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('asks for a reason, then sends the times; the server’s refusal lands on its field', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(422, {
        code: 'validation_error',
        message: 'The end time is in the future',
        issues: [{ path: 'endTime', message: 'The end cannot be in the future' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const confirmed = { ...booking, status: 'confirmed' as const, visit: undefined };
    const { user } = renderWithProviders(<AttendanceForm booking={confirmed} onDone={() => {}} />);
    // From the booked times when nothing was recorded.
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('10:00');
    expect(screen.getByLabelText(/^End time/)).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Save Times' }));
    expect(await screen.findByText('Please give a reason')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Reason/), 'Phone had no signal');
    await user.clear(screen.getByLabelText(/^End time/));
    await user.type(screen.getByLabelText(/^End time/), '12:45');
    await user.click(screen.getByRole('button', { name: 'Save Times' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^End time/)).toHaveAccessibleDescription(
        'The end cannot be in the future',
      ),
    );
    expect(screen.getByLabelText(/^End time/)).toHaveFocus();
    await expectVisibleText('The times were not saved');
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/bookings/b-1/attendance');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      startTime: '10:00',
      endTime: '12:45',
      reason: 'Phone had no signal',
    });
  });
});

describe('the key a visit needs, in the office’s edit', () => {
  const held = (overrides: Partial<Key>): Key => ({
    id: 'k-1',
    tag: 'K-14',
    clientId: 'u-1',
    kind: 'key',
    label: 'Front door',
    status: 'held',
    holder: { type: 'office' },
    since: '2026-01-02T09:00:00.000Z',
    createdAt: '2026-01-02T09:00:00.000Z',
    history: [],
    version: 1,
    ...overrides,
  });

  it("offers the client's held keys and sends the one chosen, or none", async () => {
    const keys = [held({}), held({ id: 'k-2', tag: 'K-15', status: 'lost', label: 'Garage' })];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PATCH' || init?.method === 'PUT' || init?.method === 'POST'
        ? jsonResponse(200, { ...booking, status: 'confirmed', keyId: 'k-1' })
        : url.startsWith('/api/admin/keys?')
          ? jsonResponse(200, { items: keys })
          : jsonResponse(404, { code: 'not_found', message: url }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const upcoming = {
      ...booking,
      status: 'confirmed' as const,
      serviceDate: '2099-01-13',
      visit: undefined,
    };
    const { user } = renderWithProviders(<EditBookingForm booking={upcoming} onDone={() => {}} />);
    const select = screen.getByLabelText('Key needed');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No key', 'K-14 · Front door (Office safe)']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/keys?clientId=u-1');
    await user.selectOptions(select, 'k-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectVisibleText('Booking updated');
    const write = fetchMock.mock.calls.find(([, init]) => init?.method && init.method !== 'GET');
    expect(JSON.parse(String(write?.[1]?.body))).toEqual({ keyId: 'k-1' });
  });

  it('keeps the key a visit names while it loads and once it is no longer held', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/admin/keys?')
        ? jsonResponse(200, { items: [held({ status: 'returned', holder: { type: 'client' } })] })
        : jsonResponse(404, { code: 'not_found', message: url }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const upcoming = { ...booking, status: 'confirmed' as const, keyId: 'k-1', visit: undefined };
    renderWithProviders(<EditBookingForm booking={upcoming} onDone={() => {}} />);
    const select = screen.getByLabelText('Key needed') as HTMLSelectElement;
    expect(select.value).toBe('k-1');
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        'The key on the visit now (no longer held)',
      ),
    );
    expect(select.value).toBe('k-1');
  });
});

describe("the family's children on the office's client page", () => {
  it('shows each child read-only: age, what a carer must know, who to call, and the consents', () => {
    renderWithProviders(
      <ClientDetail
        client={{
          exportedAt: '2026-03-05T10:00:00.000Z',
          profile: {
            id: 'u-1',
            email: 'jo@example.org',
            fullName: 'Jo Bloggs',
            createdAt: '2026-01-05T10:00:00.000Z',
            reminders: 'email',
            textMessages: false,
            accessNotes: undefined,
          },
          bookings: [],
          invoices: [],
          feedback: [],
          enquiries: [],
          officeNotes: [],
          children: [
            {
              id: 'ch-1',
              firstName: 'Mia',
              dateOfBirth: '2021-02-01',
              allergies: 'Peanuts: EpiPen in the kitchen drawer',
              medicalNotes: undefined,
              dietaryNeeds: 'Vegetarian',
              emergencyContacts: [{ name: 'Ann Bloggs', relationship: 'Grandmother', phone: '07700900123' }],
              consents: { outings: true, photos: false, sunCream: true },
              createdAt: '2026-01-05T10:00:00.000Z',
            },
          ],
        }}
        invoiceAction={() => null}
        actions={null}
        childDetails={(child) => <ChildDetails child={child} headingLevel={4} />}
      />,
    );
    const children = within(screen.getByRole('list', { name: 'Children' }));
    expect(children.getByRole('heading', { level: 4, name: /^Mia · \d+ years old$/ })).toBeVisible();
    expect(children.getByText('Allergies').nextElementSibling).toHaveTextContent(
      'Peanuts: EpiPen in the kitchen drawer',
    );
    expect(children.getByText('Medical').nextElementSibling).toHaveTextContent('None given');
    expect(children.getByText('Diet').nextElementSibling).toHaveTextContent('Vegetarian');
    expect(children.getByRole('link', { name: '07700900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(children.getByText('Outings (park, library, playgroups): Yes')).toBeVisible();
    expect(children.getByText('Photos sent to the parents: No')).toBeVisible();
  });
});

describe('a visit that ended early, for the office', () => {
  const early = {
    kind: 'short' as const,
    reason: 'The client asked me to finish',
    at: '2026-01-13T10:30:00.000Z',
    minutes: 23,
  };

  it('says why, that it counts for nothing yet, and confirms it with a busy label', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(
      <EarlyCheckOut booking={{ ...booking, earlyCheckOut: early }} early={early} />,
    );
    expect(
      screen.getByText(
        /Checked out after 23 minutes, under half the booked time: “The client asked me to finish”/,
      ),
    ).toHaveTextContent(/until you confirm the work was done/);
    await user.click(screen.getByRole('button', { name: 'Confirm Work Done' }));
    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/admin\/bookings\/b-1\/early-check-out\/confirm$/);
    expect(init?.method).toBe('POST');
    const confirmed = { ...early, confirmed: { by: 'Office Manager', at: '2026-01-14T09:00:00.000Z' } };
    answer(jsonResponse(200, { ...booking, earlyCheckOut: confirmed }));
    await expectVisibleText('Visit confirmed: it now counts');
  });

  it('once confirmed, says who confirmed it and when, with nothing left to press', () => {
    const confirmed = { ...early, confirmed: { by: 'Office Manager', at: '2026-01-14T09:00:00.000Z' } };
    renderWithProviders(
      <EarlyCheckOut booking={{ ...booking, earlyCheckOut: confirmed }} early={confirmed} />,
    );
    expect(screen.getByText(/Work confirmed by Office Manager on 14 Jan 2026\./)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
