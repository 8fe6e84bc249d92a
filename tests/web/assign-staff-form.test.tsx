import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssignStaffForm } from '@/features/bookings/components/assign-staff-form';
import { expectVisibleText, jsonResponse, renderWithProviders } from './support';

const booking = {
  id: 'b-1',
  userId: 'u-1',
  serviceType: 'domestic_cleaning',
  serviceDate: '2026-12-07',
  serviceTime: '10:00',
  durationHours: 2,
  status: 'pending',
  createdAt: '2026-11-26T09:00:00.000Z',
  scheduleVersion: 0,
} as const;

const candidates = {
  candidates: [
    { id: 's-1', name: 'Maria Lopez', reasons: ['Came last time', 'No other visits that day'] },
    { id: 's-2', name: 'Joanna Kowalska', reasons: ['1 other visit(s) that day'] },
  ],
  others: [
    { id: 's-3', name: 'Priya Patel', refusals: ['Priya Patel is on leave that day.'], overridable: true },
    {
      id: 's-4',
      name: 'Sam Carter',
      refusals: ['Sam Carter is not set up for Domestic Cleaning.'],
      overridable: false,
    },
  ],
};

/** Answers the picker's read, and records what the form sends. */
const stubPicker = (assignAnswer = () => jsonResponse(200, { ...booking, staffId: 's-1' })) => {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT' ? assignAnswer() : jsonResponse(200, candidates),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
  return { sent };
};

describe("the office's staff picker", () => {
  it('lists who is free first with why, then who needs a reason, then who cannot (not choosable)', async () => {
    stubPicker();
    renderWithProviders(<AssignStaffForm booking={booking} onDone={() => {}} />);
    const free = within(await screen.findByRole('group', { name: 'Free and qualified, best match first' }));
    expect(free.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['s-1', 's-2']);
    expect(free.getByRole('radio', { name: 'Maria Lopez' })).toHaveAccessibleDescription(
      'Came last time No other visits that day',
    );
    const withReason = within(screen.getByRole('group', { name: 'Only with a reason' }));
    expect(withReason.getByRole('radio')).toBeEnabled();
    const cannot = within(screen.getByRole('group', { name: 'Cannot do it' }));
    expect(cannot.getByRole('radio')).toBeDisabled();
    expect(cannot.getByText('Sam Carter is not set up for Domestic Cleaning.')).toBeVisible();
    expect(screen.getByText('Nobody is given this visit yet.')).toBeVisible();
  });

  it('gives the visit to the one chosen by keyboard, and says so', async () => {
    const { sent } = stubPicker();
    const onDone = vi.fn();
    const { user } = renderWithProviders(<AssignStaffForm booking={booking} onDone={onDone} />);
    await screen.findByRole('group', { name: 'Free and qualified, best match first' });
    // Nothing chosen yet: the form says what it needs and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Give Visit' }));
    await expectVisibleText('Please choose who does the visit');
    expect(sent()).toEqual([]);
    screen.getByRole('radio', { name: 'Maria Lopez' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Joanna Kowalska' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Give Visit' }));
    await expectVisibleText('Visit given to Joanna Kowalska');
    expect(sent()).toEqual([
      { url: expect.stringContaining('/api/admin/bookings/b-1/staff'), body: { staffId: 's-2' } },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('asks for a reason before going outside the rules, and sends it', async () => {
    const { sent } = stubPicker();
    const { user } = renderWithProviders(<AssignStaffForm booking={booking} onDone={() => {}} />);
    await user.click(await screen.findByRole('radio', { name: 'Priya Patel' }));
    await user.click(screen.getByRole('button', { name: 'Give Visit' }));
    await expectVisibleText('Please give the reason for going outside the rules');
    expect(sent()).toEqual([]);
    await user.type(screen.getByLabelText(/^Reason for going outside the rules/), 'Back from leave early');
    await user.click(screen.getByRole('button', { name: 'Give Visit' }));
    await expectVisibleText('Visit given to Priya Patel');
    expect(sent()[0]?.body).toEqual({ staffId: 's-3', overrideReason: 'Back from leave early' });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    stubPicker(() =>
      jsonResponse(409, {
        code: 'assignment_refused',
        message: 'Maria Lopez already has a visit at that time.',
        issues: [{ path: 'staffId', message: 'Maria Lopez already has a visit at that time.' }],
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(<AssignStaffForm booking={booking} onDone={onDone} />);
    await user.click(await screen.findByRole('radio', { name: 'Maria Lopez' }));
    await user.click(screen.getByRole('button', { name: 'Give Visit' }));
    await expectVisibleText('The visit was not given');
    expect(screen.getByText('Maria Lopez already has a visit at that time.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
