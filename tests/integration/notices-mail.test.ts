import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { londonParts } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import type { CreatedInvoice } from '../../shared/schemas/invoice';
import {
  addressIn,
  addStaffMember,
  bearer,
  bookingIn,
  bookingRequest,
  eventually,
  giveVisitTo,
  mailTo as mailToAddress,
  ownDistrict,
  patchJson,
  postJson,
  type SentMail,
  signIn,
  stack,
  stackIdle,
} from './support';

/**
 * From end to end: a change through the API, its notice written with it, the sender driven by
 * DynamoDB Local's stream, and the mail in SES local's store: exactly one of each, with the right words
 * and, for a visit, a calendar file a library can read.
 */

/** The sender runs from the stream, after the API has answered: wait for the mail. */
const mailTo = (to: string, subject: RegExp, count = 1) =>
  eventually(async () => {
    const found = (await mailToAddress(to)).filter((m) => subject.test(m.subject));
    expect(found).toHaveLength(count);
    return found;
  });

const one = async (to: string, subject: RegExp): Promise<SentMail> =>
  (await mailTo(to, subject))[0] as SentMail;

/** The calendar attached to a mail, parsed by ical.js as a calendar app would. */
const calendarOf = (mail: SentMail) => {
  const files = mail.attachments ?? [];
  expect(files.map((file) => file.filename)).toEqual(['visit.ics']);
  const text = Buffer.from(files[0]?.content ?? '', 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in visit.ics');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  };
};

describe('notices reach the mail store, once each', () => {
  it('a visit booked, confirmed, moved onto the day the clocks change, and cancelled', async () => {
    const [client, admin, area] = await Promise.all([signIn(), signIn({ admin: true }), ownDistrict()]);
    const member = await addStaffMember(admin.accessToken, { districts: [area] });
    const booked = await postJson(
      '/api/bookings',
      bookingRequest({ address: addressIn(area) }),
      bearer(client.accessToken),
    );
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as Booking;

    const request = await one(client.email, /booking request/i);
    expect(request.attachments ?? []).toEqual([]);
    const alert = await one(stack.env.MAIL_TO, new RegExp(`^New booking: Test ${client.email.slice(5, 13)}`));
    expect(alert.body.text).toContain(client.email);

    await giveVisitTo(admin.accessToken, booking.id, member.id);
    const confirmed = await patchJson(
      `/api/admin/bookings/${booking.id}`,
      { status: 'confirmed' },
      admin.accessToken,
    );
    expect(confirmed.status).toBe(200);
    const confirmation = await one(client.email, /^Confirmed: your visit/);
    expect(confirmation.body.text).toContain(member.name);
    expect(confirmation.body.html).toContain(member.name);
    const first = calendarOf(confirmation);
    expect(first).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });

    // Sunday 28 March 2027, the day the clocks go forward: an office move outside the rules.
    const moved = await patchJson(
      `/api/admin/bookings/${booking.id}/details`,
      { serviceDate: '2027-03-28', serviceTime: '10:00', overrideReason: 'Client asked for the Sunday' },
      admin.accessToken,
    );
    expect(moved.status).toBe(200);
    const move = await one(client.email, /moved/i);
    const second = calendarOf(move);
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.method).toBe('REQUEST');
    // 10:00 in London that morning is 09:00 UTC (BST began at 01:00 UTC).
    expect(second.start.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(londonParts(second.start)).toMatchObject({ date: '2027-03-28', time: '10:00' });

    const cancelled = await patchJson(
      `/api/admin/bookings/${booking.id}`,
      { status: 'cancelled', reason: 'Our cleaner is unwell' },
      admin.accessToken,
    );
    expect(cancelled.status).toBe(200);
    const cancel = await one(client.email, /cancelled/i);
    expect(cancel.body.text).toContain('Our cleaner is unwell');
    const third = calendarOf(cancel);
    expect(third).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid });
    expect(third.sequence).toBeGreaterThan(second.sequence);

    // Nothing went twice: four mails to the client, one to the office about them.
    await stackIdle();
    const mine = await mailToAddress(client.email);
    expect(mine).toHaveLength(4);
  });

  it('a completed visit asks for feedback; an invoice and its payment are mailed', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    await bookingIn(client, admin.accessToken, 'completed');
    const done = await one(client.email, /feedback|how did we do|completed/i);
    expect(done.body.html).toContain('/dashboard/feedback');

    const created = await postJson(
      '/api/admin/invoices',
      { userId: client.sub, lines: [{ description: 'Oven clean', quantity: 1, unitPence: 2500 }] },
      bearer(admin.accessToken),
    );
    expect(created.status).toBe(201);
    const { invoice } = (await created.json()) as CreatedInvoice;
    const issued = await one(client.email, new RegExp(invoice.invoiceNumber));
    expect(issued.body.text).toContain('£25.00');
    const paid = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: londonParts(new Date()).date, method: 'card' },
      bearer(admin.accessToken),
    );
    expect(paid.status).toBe(200);
    // The payment's mail is its receipt.
    const receipt = await one(client.email, /^Receipt: £25\.00 received/);
    expect(receipt.body.text).toContain('£25.00');
  });
});
