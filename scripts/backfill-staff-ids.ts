import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { assignStaff } from '../lambdas/bookings/assign';
import { bookingKey, toBooking } from '../lambdas/data/booking';
import { queryAll } from '../lambdas/data/query';
import { allStaff } from '../lambdas/data/staff';
import { byDate, LISTS } from '../lambdas/data/table';
import { isConditionFailure } from '../lambdas/data/transaction';
import { documentClient } from '../lambdas/lib/aws';
import { env } from '../lambdas/lib/env';
import { AppError } from '../lambdas/lib/errors';
import { todayInLondon } from '../shared/dates';
import { REGION } from '../shared/region';
import { ACTIVE_STATUSES } from '../shared/schemas/booking';
import { backfillArgs } from './backfill-args';

/**
 * `npm run backfill:staff-ids -- --table <name> [--region r] [--endpoint url]`: the one-off that gives
 * visits whose staff member was typed as a name, before the team had records, that member's
 * id. A name links only to the one member whose full name it is (case and spaces aside): a first name
 * or a misspelling could be anyone, so those are listed for the office to give by hand.
 * - Visits still to come (pending or confirmed, today or later) are given through the API's own
 *   assignment (lambdas/bookings/assign.ts), so they count in the member's day and the rules apply:
 *   hours, area and leave are set aside with the reason below; a missing credential or two visits at
 *   once are not, and those visits are listed instead.
 * - Past, completed and cancelled visits only record the id: history, not a day to keep free.
 * Every read is a Query or a GetItem (never a Scan); every write is conditional on the visit still
 * having no id and the same name, so running it twice, or while the office works, changes nothing twice.
 */
export const CARRIED_OVER = 'Carried over from the staff name typed before the team had records';

const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface StaffBackfill {
  linked: number;
  given: number;
  /** Names that are no member's full name, or more than one member's. */
  unmatched: { bookingId: string; staffName: string }[];
  /** Visits to come the rules would not give to that member, with why. */
  refused: { bookingId: string; staffName: string; reasons: string[] }[];
}

export const backfillStaffIds = async (now = new Date()): Promise<StaffBackfill> => {
  const team = await allStaff();
  const today = todayInLondon(now);
  const done: StaffBackfill = { linked: 0, given: 0, unmatched: [], refused: [] };
  const items = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey },
    ExpressionAttributeValues: { ':list': LISTS.bookings },
  });
  for (const item of items) {
    const booking = toBooking(item);
    if (booking.staffId || !booking.staffName) continue;
    const matches = team.filter((member) => normal(member.name) === normal(booking.staffName ?? ''));
    const [member] = matches;
    if (!member || matches.length > 1) {
      done.unmatched.push({ bookingId: booking.id, staffName: booking.staffName });
      continue;
    }
    if (ACTIVE_STATUSES.includes(booking.status) && booking.serviceDate >= today) {
      try {
        await assignStaff(booking.id, { staffId: member.id, overrideReason: CARRIED_OVER }, now);
        done.given += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 409) throw error;
        done.refused.push({
          bookingId: booking.id,
          staffName: booking.staffName,
          reasons: error.issues?.map((issue) => issue.message) ?? [error.message],
        });
      }
      continue;
    }
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: bookingKey(booking.id),
          UpdateExpression: 'SET staffId = :id',
          ConditionExpression: 'attribute_not_exists(staffId) AND staffName = :name',
          ExpressionAttributeValues: { ':id': member.id, ':name': booking.staffName },
        }),
      );
      done.linked += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return done;
};

const main = async () => {
  const values = backfillArgs('backfill:staff-ids');
  if (!values) return;
  // The API's code reads its settings from the environment, as in Lambda. This run uses the table
  // only: the mail and file settings it also asks for are never read, so placeholders stand in.
  Object.assign(process.env, {
    TABLE_NAME: values.table,
    AWS_REGION: values.region ?? process.env.AWS_REGION ?? REGION,
    STAGE: process.env.STAGE ?? 'backfill',
    INVOICE_BUCKET: process.env.INVOICE_BUCKET ?? 'unused',
    MAIL_FROM: process.env.MAIL_FROM ?? 'unused@example.com',
    MAIL_TO: process.env.MAIL_TO ?? 'unused@example.com',
    SITE_URL: process.env.SITE_URL ?? 'https://example.com',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(values.endpoint
      ? {
          AWS_ENDPOINT_URL_DYNAMODB: values.endpoint,
          AWS_ACCESS_KEY_ID: 'local',
          AWS_SECRET_ACCESS_KEY: 'local',
        }
      : {}),
  });
  const done = await backfillStaffIds();
  console.log(
    `in ${values.table}: ${done.given} visits to come given to their member, ${done.linked} past or cancelled visits linked`,
  );
  for (const { bookingId, staffName } of done.unmatched)
    console.log(`  no single member is called "${staffName}": visit ${bookingId} (give it by hand)`);
  for (const { bookingId, staffName, reasons } of done.refused)
    console.log(`  "${staffName}" cannot take visit ${bookingId}: ${reasons.join(' ')}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
