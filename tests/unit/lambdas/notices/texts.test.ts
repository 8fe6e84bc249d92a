import { describe, expect, it } from 'vitest';
import { buildText, shortDay } from '../../../../lambdas/notices/texts';
import { business } from '../../../../shared/business';
import { MOBILE_CODE_LIMITS } from '../../../../shared/limits';
import { TEXT_KINDS } from '../../../../shared/notices';
import { type Booking, SERVICE_TYPES } from '../../../../shared/schemas/booking';
import { gsm7Length, isGsm7, SMS_SEGMENT_GSM7 } from '../../../../shared/sms';

const visit = (over: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  userId: 'user-1',
  serviceType: 'babysitting',
  serviceDate: '2027-03-10',
  serviceTime: '18:30',
  durationHours: 3,
  status: 'confirmed',
  staffName: 'Maria Lopez',
  createdAt: '2027-03-01T09:00:00Z',
  scheduleVersion: 0,
  ...over,
});

/** The longest of everything a text spells out: every service, a long day and month, a long name. */
const longest = (serviceType: Booking['serviceType']) =>
  visit({
    serviceType,
    // A Wednesday in September: the longest short day and month there are ("Wed 29 Sept").
    serviceDate: '2027-09-29',
    serviceTime: '17:30',
    staffName: 'Bartholomew-Alexander Featherstonehaugh-Smythe',
    rescheduledFrom: { serviceDate: '2027-09-22', serviceTime: '13:30', at: '2027-09-20T09:00:00Z' },
  });

describe('texts', () => {
  it.each(TEXT_KINDS)(
    '%s fits one GSM-7 segment for the longest inputs, starting with the company name',
    (kind) => {
      for (const serviceType of SERVICE_TYPES) {
        const text = buildText(kind, {
          booking: longest(serviceType),
          event: { at: '2027-09-29T16:32:00Z' },
        });
        expect(text.startsWith(`${business.name}: `)).toBe(true);
        expect(isGsm7(text), text).toBe(true);
        expect(gsm7Length(text), text).toBeLessThanOrEqual(SMS_SEGMENT_GSM7);
      }
    },
  );

  it('says what changed, in London time and short days', () => {
    expect(shortDay('2027-03-10')).toBe('Wed 10 Mar');
    expect(buildText('visit-reminder', { booking: visit() })).toBe(
      `${business.name}: reminder: Babysitting tomorrow, Wed 10 Mar, 18:30. Questions? Call ${business.phone}`,
    );
    const moved = visit({
      serviceDate: '2027-03-11',
      rescheduledFrom: { serviceDate: '2027-03-10', serviceTime: '18:30', at: '2027-03-09T09:00:00Z' },
    });
    expect(buildText('booking-rescheduled', { booking: moved })).toContain(
      'visit is moved to Thu 11 Mar, 18:30 (was Wed 10 Mar, 18:30)',
    );
    // The office's moves keep no rescheduledFrom: the text notice carries the time it had.
    expect(
      buildText('booking-rescheduled', {
        booking: visit({ serviceDate: '2027-03-12' }),
        movedFrom: { serviceDate: '2027-03-10', serviceTime: '18:30' },
      }),
    ).toContain('moved to Fri 12 Mar, 18:30 (was Wed 10 Mar, 18:30)');
    expect(buildText('booking-cancelled', { booking: visit() })).toContain(
      'Babysitting visit on Wed 10 Mar, 18:30 is cancelled',
    );
    // 17:32 UTC in March is 17:32 in London; in the summer an hour later.
    expect(buildText('care-arrived', { booking: visit(), event: { at: '2027-03-10T18:32:00Z' } })).toContain(
      'Maria arrived for Babysitting at 18:32',
    );
    expect(buildText('care-departed', { booking: visit(), event: { at: '2027-07-10T21:35:00Z' } })).toContain(
      'Maria left after Babysitting at 22:35',
    );
  });

  it('keeps a name GSM-7, so one accent does not make the text UCS-2 (70 a segment)', () => {
    const text = buildText('visit-on-my-way', { booking: visit({ staffName: 'Zoë Ångström' }) });
    expect(text).toContain('Zoe is on the way');
    expect(isGsm7(text)).toBe(true);
  });

  it('refuses facts without a visit', () => {
    expect(() => buildText('visit-reminder', { account: { fullName: 'Jo' } })).toThrow(/needs its visit/);
  });

  it("a mobile's code comes first, says who sends it and for how long, in one GSM-7 segment", () => {
    const text = buildText('mobile-code', {
      mobileCode: {
        code: '042917',
        mobile: '+447700900123',
        validMinutes: MOBILE_CODE_LIMITS.lifetimeMinutes,
      },
    });
    expect(text).toMatch(new RegExp(`^042917 is your ${business.name} code`));
    expect(text).toContain(`${MOBILE_CODE_LIMITS.lifetimeMinutes} minutes`);
    expect(text).toContain('Not you?');
    expect(isGsm7(text), text).toBe(true);
    expect(gsm7Length(text), text).toBeLessThanOrEqual(SMS_SEGMENT_GSM7);
    expect(() => buildText('mobile-code', { booking: visit() })).toThrow(/needs its code/);
  });
});
