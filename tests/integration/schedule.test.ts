import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../shared/dates';
import { addDays } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import { ScheduleSchema } from '../../shared/schemas/schedule';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingRequest,
  ownDistrict,
  postJson,
  signIn,
  weekdayAhead,
} from './support';

/** The office's schedule board through the local gateway: a week, one row per member. */
describe("the office's schedule", () => {
  it('shows a week of visits by member, the ones nobody has, leave and sickness, and the client by name', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const serviceDate = weekdayAhead(8);
    const member = await addStaffMember(admin.accessToken, {
      districts: [area],
      absences: [{ kind: 'sickness', from: addDays(serviceDate, 1), to: addDays(serviceDate, 2) }],
    });
    const made = await postJson(
      '/api/bookings',
      bookingRequest({ address: addressIn(area), serviceDate, serviceTime: '10:00' }),
      bearer(client.accessToken),
    );
    expect(made.status).toBe(201);
    const given = (await made.json()) as Booking;
    const other = await postJson(
      '/api/bookings',
      bookingRequest({ address: addressIn(area), serviceDate, serviceTime: '14:00' }),
      bearer(client.accessToken),
    );
    const waiting = (await other.json()) as Booking;
    // Handed back: it waits on the board for someone.
    const back = await api(`/api/admin/bookings/${waiting.id}/staff`, {
      method: 'DELETE',
      headers: bearer(admin.accessToken),
    });
    expect(back.status).toBe(200);

    const response = await api(`/api/admin/schedule?from=${serviceDate}&days=7`, {
      headers: bearer(admin.accessToken),
    });
    expect(response.status).toBe(200);
    const board = ScheduleSchema.parse(await response.json());
    expect(board.dates).toHaveLength(7);
    expect(board.dates[0]).toBe(serviceDate);
    const row = board.staff.find((entry) => entry.id === member.id);
    expect(row).toMatchObject({ name: member.name, active: true });
    expect(row?.absences).toEqual([
      { kind: 'sickness', from: addDays(serviceDate, 1), to: addDays(serviceDate, 2) },
    ]);
    const visit = (id: string) => board.visits.find((entry) => entry.id === id);
    expect(visit(given.id)).toMatchObject({
      staffId: member.id,
      staffName: member.name,
      serviceTime: '10:00',
      clientName: `Test ${client.email.slice(5, 13)}`,
    });
    expect(visit(waiting.id)?.staffId).toBeUndefined();
    // Only the office may look, and a week is the most.
    expect(
      (await api(`/api/admin/schedule?from=${serviceDate}`, { headers: bearer(client.accessToken) })).status,
    ).toBe(403);
    const tooLong = await api(`/api/admin/schedule?from=${todayInLondon()}&days=8`, {
      headers: bearer(admin.accessToken),
    });
    expect(tooLong.status).toBe(422);
  });
});
