import { describe, expect, it } from 'vitest';
import { startTimesFor } from '../../../shared/booking-rules';
import { seriesDates } from '../../../shared/booking-series';
import {
  assignmentRefusals,
  coverSeries,
  dbsClaimHolds,
  dbsValidUntil,
  districtOf,
  expiringCredentials,
  hasCurrentDbs,
  OVERRIDABLE_REFUSALS,
  qualificationRefusals,
  rankCandidates,
  type StaffMember,
  staffedStartTimes,
  staffPolicy,
  timeRefusals,
  type Visit,
} from '../../../shared/staff-rules';

const weekdays = { start: '08:00', end: '18:00' };
const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 'maria',
  name: 'Maria',
  active: true,
  services: ['domestic_cleaning', 'ironing', 'childcare', 'babysitting'],
  districts: ['EN6', 'EN5'],
  pattern: {
    1: weekdays,
    2: weekdays,
    3: weekdays,
    4: weekdays,
    5: weekdays,
    6: { start: '09:00', end: '16:00' },
  },
  absences: [],
  worksBankHolidays: false,
  credentials: {
    dbs: { certificateNumber: '001234567890', issuedOn: '2026-06-01', updateService: false },
    paediatricFirstAid: { expiresOn: '2028-01-31' },
    referencesReceived: 2,
  },
  ...overrides,
});
const codes = (refusals: { code: string }[]) => refusals.map((refusal) => refusal.code);
// Wednesday 2 December 2026.
const visit = (serviceTime: string, durationHours = 2, serviceDate = '2026-12-02'): Visit => ({
  serviceDate,
  serviceTime,
  durationHours,
});

describe('when a member is free', () => {
  it('takes a visit inside their working hours for that weekday, and none outside or on a day off', () => {
    expect(timeRefusals(member(), visit('08:00'), [])).toEqual([]);
    expect(timeRefusals(member(), visit('16:00'), [])).toEqual([]);
    expect(codes(timeRefusals(member(), visit('07:30'), []))).toEqual(['notWorking']);
    expect(codes(timeRefusals(member(), visit('16:30'), []))).toEqual(['notWorking']);
    // Saturday ends at 4pm; Sunday is not in the pattern.
    expect(codes(timeRefusals(member(), visit('14:30', 2, '2026-12-05'), []))).toEqual(['notWorking']);
    expect(codes(timeRefusals(member(), visit('10:00', 2, '2026-12-06'), []))).toEqual(['notWorking']);
  });

  it('is not free on any day of leave or sickness, first and last days included', () => {
    const away = member({
      absences: [
        { kind: 'leave', from: '2026-12-01', to: '2026-12-02' },
        { kind: 'sickness', from: '2026-12-04', to: '2026-12-04' },
      ],
    });
    expect(timeRefusals(away, visit('10:00'), [])).toEqual([
      { code: 'absent', message: 'Maria is on leave that day.' },
    ]);
    expect(timeRefusals(away, visit('10:00', 2, '2026-12-04'), [])[0]?.message).toBe(
      'Maria is off sick that day.',
    );
    expect(timeRefusals(away, visit('10:00', 2, '2026-12-03'), [])).toEqual([]);
  });

  it(`keeps ${staffPolicy.travelBufferMinutes} minutes between two visits, on either side`, () => {
    const booked = [{ ...visit('10:00'), id: 'a' }];
    expect(codes(timeRefusals(member(), visit('12:00'), booked))).toEqual(['clash']);
    expect(codes(timeRefusals(member(), visit('08:00'), booked))).toEqual(['clash']);
    expect(timeRefusals(member(), visit('12:30'), booked)).toEqual([]);
    expect(timeRefusals(member(), visit('08:00', 1.5), booked)).toEqual([]);
    // A visit being moved does not clash with itself.
    expect(timeRefusals(member(), { ...visit('10:30'), id: 'a' }, booked)).toEqual([]);
  });

  it('tells two visits at once apart from a short gap: only the gap may be overridden', () => {
    const booked = [{ ...visit('10:00'), id: 'a' }];
    expect(timeRefusals(member(), visit('11:00'), booked)).toEqual([
      { code: 'overlap', message: 'Maria already has a visit at that time.' },
    ]);
    expect(codes(timeRefusals(member(), visit('09:00', 2), booked))).toEqual(['overlap']);
    expect(codes(timeRefusals(member(), visit('12:15'), booked))).toEqual(['clash']);
    expect(OVERRIDABLE_REFUSALS.has('clash')).toBe(true);
    for (const code of ['overlap', 'dbs', 'firstAid', 'skill', 'inactive'] as const)
      expect(OVERRIDABLE_REFUSALS.has(code)).toBe(false);
  });

  it('counts real hours on the days the clocks change', () => {
    // 28 March 2027: 1am becomes 2am, so midnight to 4am is three hours; 31 October 2027 has five.
    const nights = member({ pattern: { 7: { start: '00:00', end: '04:00' } } });
    expect(timeRefusals(nights, visit('00:00', 3, '2027-03-28'), [])).toEqual([]);
    expect(codes(timeRefusals(nights, visit('00:00', 4, '2027-03-28'), []))).toEqual(['notWorking']);
    expect(timeRefusals(nights, visit('00:00', 5, '2027-10-31'), [])).toEqual([]);
    // A visit from 00:00 for three real hours on 28 March ends at 4am, so the buffer reaches 4:30am.
    const booked = [visit('00:00', 3, '2027-03-28')];
    expect(
      codes(
        timeRefusals(
          member({ pattern: { 7: { start: '00:00', end: '23:00' } } }),
          visit('04:00', 2, '2027-03-28'),
          booked,
        ),
      ),
    ).toEqual(['clash']);
  });

  it('works a bank holiday only when they say they do', () => {
    // Monday 3 May 2027, the early May bank holiday.
    const holiday = visit('10:00', 2, '2027-05-03');
    expect(timeRefusals(member(), holiday, [])).toEqual([
      { code: 'bankHoliday', message: 'Maria does not work bank holidays.' },
    ]);
    expect(timeRefusals(member({ worksBankHolidays: true }), holiday, [])).toEqual([]);
  });
});

describe('who may do a visit', () => {
  it('needs a current enhanced DBS for any visit, renewed every 12 months or by an Update Service check', () => {
    const credentials = member().credentials;
    expect(dbsValidUntil(credentials)).toBe('2027-05-31');
    expect(hasCurrentDbs(credentials, '2027-05-31')).toBe(true);
    expect(hasCurrentDbs(credentials, '2027-06-01')).toBe(false);
    expect(hasCurrentDbs(credentials, '2026-05-31')).toBe(false);
    const checked = {
      ...credentials,
      dbs: { ...credentials.dbs!, updateService: true, lastCheckedOn: '2027-04-10' },
    };
    expect(dbsValidUntil(checked)).toBe('2028-04-09');
    // A status check counts only on the Update Service.
    const unsubscribed = { ...checked, dbs: { ...checked.dbs, updateService: false } };
    expect(dbsValidUntil(unsubscribed)).toBe('2027-05-31');
    expect(hasCurrentDbs({ referencesReceived: 2 }, '2026-12-02')).toBe(false);
  });

  it('refuses the inactive, the unskilled and anyone without a current DBS, saying why', () => {
    expect(qualificationRefusals(member(), 'domestic_cleaning', '2026-12-02')).toEqual([]);
    expect(qualificationRefusals(member({ active: false }), 'ironing', '2026-12-02', 'Ironing')).toEqual([
      { code: 'inactive', message: 'Maria is no longer taking visits.' },
    ]);
    expect(qualificationRefusals(member(), 'housekeeping', '2026-12-02', 'Housekeeping')).toEqual([
      { code: 'skill', message: 'Maria is not set up for Housekeeping.' },
    ]);
    expect(codes(qualificationRefusals(member(), 'ironing', '2027-06-01'))).toEqual(['dbs']);
  });

  it('needs current paediatric first aid as well for childcare, babysitting and nanny visits', () => {
    const lapsed = member({
      services: ['childcare', 'babysitting', 'nanny', 'ironing'],
      credentials: { ...member().credentials, paediatricFirstAid: { expiresOn: '2026-12-01' } },
    });
    for (const service of ['childcare', 'babysitting', 'nanny'] as const)
      expect(codes(qualificationRefusals(lapsed, service, '2026-12-02'))).toEqual(['firstAid']);
    expect(qualificationRefusals(lapsed, 'ironing', '2026-12-02')).toEqual([]);
    expect(qualificationRefusals(lapsed, 'childcare', '2026-12-01')).toEqual([]);
  });

  it('covers only their own postcode districts', () => {
    expect(districtOf('en6 1aa')).toBe('EN6');
    expect(districtOf('AL10 9AB')).toBe('AL10');
    const here = { ...visit('10:00'), serviceType: 'ironing' as const, postcode: 'EN6 5BT' };
    expect(assignmentRefusals(member(), here, [])).toEqual([]);
    expect(assignmentRefusals(member(), { ...here, postcode: 'AL1 1AA' }, [])).toEqual([
      { code: 'area', message: 'Maria does not cover AL1.' },
    ]);
  });

  it('lists every reason at once: qualification, area, then time', () => {
    const here = { ...visit('07:00'), serviceType: 'housekeeping' as const, postcode: 'AL1 1AA' };
    expect(codes(assignmentRefusals(member(), here, []))).toEqual(['skill', 'area', 'notWorking']);
  });
});

describe('credentials that run out', () => {
  const team = [
    member(),
    member({
      id: 'sam',
      name: 'Sam',
      services: ['babysitting'],
      credentials: { ...member().credentials, paediatricFirstAid: { expiresOn: '2026-12-20' } },
    }),
    member({
      id: 'jo',
      name: 'Jo',
      services: ['ironing'],
      credentials: {
        dbs: { certificateNumber: '1', issuedOn: '2025-11-20', updateService: false },
        paediatricFirstAid: { expiresOn: '2026-12-01' },
        referencesReceived: 2,
      },
    }),
    member({ id: 'old', name: 'Old', active: false, credentials: { referencesReceived: 0 } }),
  ];

  it(`lists what has run out or runs out within ${staffPolicy.credentialWarningDays} days, soonest first, for active members`, () => {
    expect(expiringCredentials(team, '2026-12-02')).toEqual([
      { staffId: 'jo', name: 'Jo', credential: 'dbs', validUntil: '2026-11-19', expired: true },
      {
        staffId: 'sam',
        name: 'Sam',
        credential: 'paediatricFirstAid',
        validUntil: '2026-12-20',
        expired: false,
      },
    ]);
    // Jo's first aid has lapsed too, but Jo does no childcare: it is not asked of them.
  });

  it('says whether "100% DBS checked" is true today, and who makes it false', () => {
    const today = dbsClaimHolds(team, '2026-12-02');
    expect(today.holds).toBe(false);
    expect(today.active).toBe(3);
    expect(today.without.map((m) => m.name)).toEqual(['Jo']);
    expect(dbsClaimHolds(team.slice(0, 2), '2026-12-02').holds).toBe(true);
    expect(dbsClaimHolds([], '2026-12-02').holds).toBe(false);
  });
});

describe('the best match', () => {
  const team = [
    member({ id: 'ann', name: 'Ann' }),
    member({ id: 'bea', name: 'Bea' }),
    member({ id: 'cat', name: 'Cat' }),
    member({ id: 'dee', name: 'Dee', active: false }),
  ];
  const wanted = { ...visit('10:00'), serviceType: 'domestic_cleaning' as const, postcode: 'EN6 1AA' };

  it('puts the person the client asked for first, then who came last, then who has come most', () => {
    const history = {
      visits: [
        { staffId: 'cat', serviceDate: '2026-11-04' },
        { staffId: 'cat', serviceDate: '2026-11-11' },
        { staffId: 'bea', serviceDate: '2026-11-25' },
      ],
    };
    const ranked = rankCandidates(team, wanted, new Map(), history);
    expect(ranked.map((c) => c.member.id)).toEqual(['bea', 'cat', 'ann']);
    expect(ranked[0]?.reasons).toEqual(['Came last time', 'No other visits that day']);
    expect(ranked[1]?.reasons).toEqual(['Has been 2 time(s) before', 'No other visits that day']);
    const asked = rankCandidates(team, wanted, new Map(), { ...history, requestedStaffId: 'ann' });
    expect(asked.map((c) => c.member.id)).toEqual(['ann', 'bea', 'cat']);
    expect(asked[0]?.reasons[0]).toBe('Asked for by the client');
  });

  it('with no history, the least busy that day first, then by name; leaves out who may not', () => {
    const busy = new Map([['ann', [visit('14:00')]]]);
    expect(rankCandidates(team, wanted, busy).map((c) => c.member.id)).toEqual(['bea', 'cat', 'ann']);
    // Dee is inactive; a clash leaves Ann out.
    const clash = new Map([['ann', [visit('11:00')]]]);
    expect(rankCandidates(team, wanted, clash).map((c) => c.member.id)).toEqual(['bea', 'cat']);
  });

  it('weighs a visit someone already has as theirs, not as another visit that day', () => {
    const given = { ...wanted, id: 'v-1' };
    const theirs = new Map([['cat', [given]]]);
    const ranked = rankCandidates(team, given, theirs);
    expect(ranked.map((c) => c.member.id)).toEqual(['ann', 'bea', 'cat']);
    expect(ranked.find((c) => c.member.id === 'cat')?.reasons).toEqual(['No other visits that day']);
  });

  it('looks only at the visits of the day before, the day and the day after', () => {
    // A visit at the same hour two days later stands in nobody's way.
    const later = new Map([['ann', [visit('10:00', 2, '2026-12-04')]]]);
    expect(rankCandidates(team, wanted, later).map((c) => c.member.id)).toEqual(['ann', 'bea', 'cat']);
  });
});

describe('start times offered from who is free', () => {
  // Monday 30 November 2026, 9am: the next day is bookable from 9:00 (24 hours' lead).
  const now = new Date('2026-11-30T09:00:00Z');
  const request = {
    serviceType: 'domestic_cleaning' as const,
    durationHours: 2,
    serviceDate: '2026-12-02',
    postcode: 'EN6 1AA',
  };

  it('offers only times at which someone qualified, covering the postcode and free can come', () => {
    const early = member({ id: 'early', name: 'Early', pattern: { 3: { start: '08:00', end: '12:00' } } });
    const booked = new Map([['early', [visit('08:00', 1)]]]);
    const offered = staffedStartTimes(request, [early], booked, now);
    // 8:00 clashes; from 9:30 the buffer is kept; the visit must end by noon.
    expect(offered.map((slot) => slot.serviceTime)).toEqual(['09:30', '10:00']);
    expect(offered[0]?.candidates.map((c) => c.member.name)).toEqual(['Early']);
    expect(staffedStartTimes({ ...request, postcode: 'AL1 1AA' }, [early], booked, now)).toEqual([]);
    expect(staffedStartTimes(request, [], new Map(), now)).toEqual([]);
  });
});

describe('a series', () => {
  it('keeps one person where they are free, gives the rest to another, and lists what nobody can take', () => {
    const now = new Date('2026-11-30T09:00:00Z');
    const dates = seriesDates('2026-12-02', 'weekly', { visits: 4 }, now);
    expect(dates).toEqual(['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23']);
    const ann = member({
      id: 'ann',
      name: 'Ann',
      absences: [{ kind: 'leave', from: '2026-12-14', to: '2026-12-18' }],
    });
    const bea = member({
      id: 'bea',
      name: 'Bea',
      absences: [{ kind: 'leave', from: '2026-12-21', to: '2026-12-24' }],
    });
    const request = {
      serviceType: 'domestic_cleaning' as const,
      durationHours: 2,
      serviceTime: '10:00',
      postcode: 'EN6 1AA',
    };
    const annBusy = new Map([['ann', [visit('09:00', 2, '2026-12-23')]]]);
    expect(coverSeries(request, dates, [ann, bea], annBusy)).toEqual({
      covered: [
        { serviceDate: '2026-12-02', staffId: 'ann' },
        { serviceDate: '2026-12-09', staffId: 'ann' },
        { serviceDate: '2026-12-16', staffId: 'bea' },
      ],
      uncovered: ['2026-12-23'],
    });
  });
});

describe('the times offered, worked out once per member and date', () => {
  it('are exactly those at which rankCandidates finds someone, with the same people in the same order', () => {
    const now = new Date('2026-11-30T09:00:00Z');
    const team = [
      member({ id: 'ann', name: 'Ann' }),
      member({
        id: 'bea',
        name: 'Bea',
        worksBankHolidays: true,
        pattern: {
          1: { start: '07:00', end: '22:00' },
          2: { start: '07:00', end: '22:00' },
          5: { start: '12:00', end: '20:00' },
          6: { start: '09:00', end: '13:00' },
        },
      }),
      member({
        id: 'cat',
        name: 'Cat',
        absences: [{ kind: 'sickness', from: '2026-12-03', to: '2026-12-04' }],
      }),
      member({ id: 'dee', name: 'Dee', districts: ['AL1'] }),
      member({ id: 'eve', name: 'Eve', credentials: { referencesReceived: 2 } }),
      member({ id: 'fay', name: 'Fay', active: false }),
    ];
    const busy = new Map<string, Visit[]>([
      [
        'ann',
        [
          { ...visit('10:00', 2, '2026-12-02'), id: 'a1' },
          { ...visit('15:00', 3, '2026-12-03'), id: 'a2' },
        ],
      ],
      [
        'bea',
        [
          { ...visit('08:00', 4, '2026-12-02'), id: 'b1' },
          { ...visit('20:00', 2, '2026-12-01'), id: 'b2' },
        ],
      ],
      ['cat', [{ ...visit('12:30', 2, '2026-12-05'), id: 'c1' }]],
    ]);
    const history = {
      visits: [
        { staffId: 'cat', serviceDate: '2026-11-20' },
        { staffId: 'bea', serviceDate: '2026-11-27' },
      ],
    };
    // A week with a Saturday, a Sunday and Boxing Day's substitute bank holiday (28 Dec).
    const dates = [
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-28',
    ];
    let compared = 0;
    for (const serviceDate of dates)
      for (const [serviceType, durationHours] of [
        ['domestic_cleaning', 2],
        ['babysitting', 3],
        ['ironing', 4],
      ] as const) {
        const request = { serviceType, durationHours, serviceDate, postcode: 'EN6 1AA' };
        const reference = startTimesFor(serviceType, durationHours, serviceDate, now).flatMap(
          (serviceTime) => {
            const candidates = rankCandidates(team, { ...request, serviceTime }, busy, history);
            return candidates.length > 0 ? [{ serviceTime, candidates }] : [];
          },
        );
        const fast = staffedStartTimes(request, team, busy, now, history);
        expect(fast).toEqual(reference);
        compared += reference.length;
      }
    // The comparison covered real offers, not only empty days.
    expect(compared).toBeGreaterThan(50);
  });
});
