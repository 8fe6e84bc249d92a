import { describe, expect, it } from 'vitest';
import { newNoticeRecord } from '../../../../lambdas/data/notice';
import { renderNotice } from '../../../../lambdas/notices/render';
import type { NoticeKind } from '../../../../shared/notices';
import type { Booking } from '../../../../shared/schemas/booking';

/** The day's mails: the times, what was done and the handover, in both parts of the mail. */
const SITE = 'https://www.example.com';

const visit = (over: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  userId: 'user-1',
  serviceType: 'domestic_cleaning',
  serviceDate: '2027-07-14',
  serviceTime: '10:00',
  durationHours: 3,
  status: 'completed',
  staffName: 'Sam Carter',
  createdAt: '2027-07-01T09:00:00Z',
  scheduleVersion: 0,
  ...over,
});

const render = (kind: NoticeKind, booking: Booking, at?: string) =>
  renderNotice(
    newNoticeRecord({
      kind,
      userId: 'user-1',
      subject: { type: 'booking', id: booking.id },
      facts: { booking, ...(at ? { event: { at } } : {}) },
    }),
    { name: 'Jane Doe', email: 'jane@example.com' },
    { siteUrl: SITE },
  );

describe("a cleaning visit's 'how did we do?'", () => {
  it('lists what was done, with notes, the member’s note and the times (London), not what was left', () => {
    const mail = render(
      'visit-completed',
      visit({
        visit: {
          actualStart: '2027-07-14T08:58:00Z',
          actualEnd: '2027-07-14T12:03:00Z',
          checklist: [
            { id: 'd1', label: 'Kitchen', done: true, note: 'Oven door left to dry' },
            { id: 'd2', label: 'Bathrooms', done: true },
            { id: 'd3', label: 'Windows', done: false },
          ],
          note: 'The cat stayed out',
        },
      }),
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('What we did');
      expect(part).toContain('Kitchen – Oven door left to dry');
      expect(part).toContain('Bathrooms');
      expect(part).toContain('The cat stayed out');
      // 08:58 and 12:03 UTC are 09:58 and 13:03 in British Summer Time.
      expect(part).toContain('09:58');
      expect(part).toContain('13:03');
      expect(part).not.toContain('Windows');
    }
  });

  it('says only the booking when the office completed it without a record of the day', () => {
    const mail = render('visit-completed', visit());
    expect(mail.text).not.toContain('What we did');
    expect(mail.text).not.toContain('Arrived');
    expect(mail.text).toContain('/dashboard/feedback');
  });
});

describe("a care visit's mails", () => {
  const care = visit({ serviceType: 'babysitting', serviceTime: '18:30', status: 'confirmed' });

  it('tell the parents when the carer arrived', () => {
    const mail = render('care-arrived', care, '2027-07-14T17:27:00Z');
    expect(mail.subject).toBe('Sam Carter has arrived for Babysitting');
    expect(mail.text).toContain('18:27');
  });

  it('carry the handover, both times and a Leave feedback button at departure, past midnight too', () => {
    const departed = {
      ...care,
      status: 'completed' as const,
      visit: {
        actualStart: '2027-07-14T17:27:00Z',
        actualEnd: '2027-07-14T23:10:00Z',
        handover: { meals: 'Pasta at six', sleep: 'Asleep by eight', mood: 'Cheerful' },
      },
    };
    const mail = render('care-departed', departed, '2027-07-14T23:10:00Z');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Meals and drinks');
      expect(part).toContain('Pasta at six');
      expect(part).toContain('Asleep by eight');
      expect(part).toContain('Cheerful');
      expect(part).toContain('18:27');
      expect(part).toContain('00:10 on 15 Jul 2027');
      expect(part).toContain(`${SITE}/dashboard/feedback`);
      expect(part).not.toContain('Nappies or toilet');
    }
  });

  it('tell the client the member is on the way', () => {
    const mail = render('visit-on-my-way', visit({ status: 'confirmed' }), '2027-07-14T08:40:00Z');
    expect(mail.subject).toBe('Sam Carter is on the way for your 10:00 visit');
  });
});
