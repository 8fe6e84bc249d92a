import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { joinStaffAccount } from '../../lambdas/data/staff-account';
import { staffKey } from '../../lambdas/data/staff-key';
import { documentClient } from '../../lambdas/lib/aws';
import { env } from '../../lambdas/lib/env';
import { createStaff } from '../../lambdas/staff/service';
import { todayInLondon } from '../../shared/dates';
import { addDays, addMonths, weekdayOf } from '../../shared/london-time';
import { SERVICE_TYPES } from '../../shared/schemas/booking';
import type { StaffDetails } from '../../shared/schemas/staff';

/**
 * The demo team, the people the demo visits name: each with a current DBS, their services,
 * districts around Potters Bar and a working week. Relative to the day the stack first starts, so the
 * office's credential report always has something to show: Priya's first aid runs out within 30 days,
 * and Joanna is on leave next week.
 */
export const demoTeam = (now: Date): StaffDetails[] => {
  const today = todayInLondon(now);
  const nextMonday = addDays(today, 8 - weekdayOf(today));
  const weekdays = { start: '08:00', end: '18:00' };
  const week = { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays };
  const dbs = (months: number, number: string) => ({
    certificateNumber: number,
    issuedOn: addMonths(today, -months),
    updateService: true,
  });
  const districts = ['EN6', 'EN5', 'EN4', 'AL9', 'AL10', 'WD6'];
  return [
    {
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: '07700 900101',
      services: ['domestic_cleaning', 'deep_cleaning', 'ironing', 'housekeeping'],
      districts,
      pattern: { ...week, 6: { start: '09:00', end: '16:00' } },
      worksBankHolidays: true,
      absences: [],
      credentials: {
        dbs: dbs(3, '001100220033'),
        rightToWorkCheckedOn: addMonths(today, -14),
        referencesReceived: 2,
      },
    },
    {
      name: 'Priya Patel',
      email: 'priya.patel@example.com',
      phone: '07700 900102',
      services: ['housekeeping', 'childcare', 'babysitting', 'nanny'],
      districts,
      pattern: { ...week, 1: { start: '07:00', end: '19:00' } },
      worksBankHolidays: true,
      absences: [],
      credentials: {
        dbs: dbs(5, '001100220044'),
        paediatricFirstAid: { completedOn: addMonths(today, -36), expiresOn: addDays(today, 12) },
        ofstedNumber: 'EY482913',
        rightToWorkCheckedOn: addMonths(today, -20),
        referencesReceived: 3,
      },
    },
    {
      name: 'Joanna Kowalska',
      email: 'joanna.kowalska@example.com',
      phone: '07700 900103',
      services: ['domestic_cleaning', 'commercial_cleaning', 'deep_cleaning', 'ironing'],
      districts: ['EN6', 'EN5', 'AL9'],
      pattern: week,
      worksBankHolidays: false,
      absences: [{ kind: 'leave', from: nextMonday, to: addDays(nextMonday, 4) }],
      credentials: {
        dbs: dbs(7, '001100220055'),
        rightToWorkCheckedOn: addMonths(today, -30),
        referencesReceived: 2,
      },
    },
    {
      name: 'Sam Carter',
      email: 'sam.carter@example.com',
      phone: '07700 900104',
      services: ['childcare', 'babysitting', 'domestic_cleaning'],
      districts: ['EN6', 'EN4', 'WD6'],
      pattern: {
        3: { start: '12:00', end: '22:00' },
        4: { start: '12:00', end: '22:00' },
        5: { start: '12:00', end: '23:00' },
        6: { start: '10:00', end: '23:00' },
      },
      worksBankHolidays: true,
      absences: [],
      credentials: {
        dbs: dbs(2, '001100220066'),
        paediatricFirstAid: { completedOn: addMonths(today, -6), expiresOn: addMonths(today, 30) },
        rightToWorkCheckedOn: addMonths(today, -3),
        referencesReceived: 2,
      },
    },
  ];
};

/**
 * Adds the demo team through the register's own service, as the office would; the member whose address
 * has a demo sign-in (`staffAccount`) is invited and joined as the invitation's sign-up would join them,
 * so their own page works on first start.
 */
export const seedTeam = async (staffAccount?: { email: string; sub: string }, now = new Date()) => {
  for (const member of demoTeam(now)) {
    const staff = await createStaff(member, `demo-team-${member.email}`, now);
    if (staff.email !== staffAccount?.email) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: staffKey(staff.id),
        UpdateExpression: 'SET #account = :account',
        ExpressionAttributeNames: { '#account': 'account' },
        ExpressionAttributeValues: {
          ':account': { status: 'invited', invitedAt: now.toISOString(), invitedBy: 'Alex Admin' },
        },
      }),
    );
    if (!(await joinStaffAccount({ staffId: staff.id, fullName: staff.name }, staffAccount.sub, now)))
      throw new Error(`the demo staff account could not join ${staff.name}'s record`);
  }
};

/** Every district the test suites' addresses use, around Potters Bar. */
const STANDBY_DISTRICTS = ['EN6', 'EN5', 'EN4', 'AL1', 'AL9', 'AL10', 'WD6'];

/**
 * A standby team for the test and benchmark stacks (never `npm start`'s demo): `count` members who do
 * every service in every district the suites book in, 7am to 10pm every day, with current credentials.
 * A visit is booked only when someone is free for it (decision 025), and the suites book hundreds of
 * visits, many at the same hour; these are the people who take them. A suite that tests who is given
 * a visit adds members of its own and looks only at them.
 */
export const standbyTeam = (count: number, now: Date): StaffDetails[] => {
  const today = todayInLondon(now);
  const hours = { start: '07:00', end: '22:00' };
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      name: `Standby ${number}`,
      email: `standby-${number}@example.com`,
      phone: '07700 900199',
      services: [...SERVICE_TYPES],
      districts: STANDBY_DISTRICTS,
      pattern: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, hours])),
      worksBankHolidays: true,
      absences: [],
      credentials: {
        dbs: {
          certificateNumber: `0099000${number}000`.slice(0, 12),
          issuedOn: addMonths(today, -6),
          updateService: true,
          // Checked on the Update Service today: current for the booking horizon's whole year.
          lastCheckedOn: today,
        },
        paediatricFirstAid: { completedOn: addMonths(today, -6), expiresOn: addMonths(today, 35) },
        rightToWorkCheckedOn: addMonths(today, -6),
        referencesReceived: 2,
      },
    };
  });
};

/**
 * One at a time: a freshly restarted DynamoDB Local on a loaded machine answered ten at once too slowly
 * for the SDK's 3 s request timeout (clean-clone CI run 5).
 */
export const seedStandby = async (count: number, now = new Date()) => {
  for (const member of standbyTeam(count, now)) await createStaff(member, `standby-${member.email}`, now);
};
