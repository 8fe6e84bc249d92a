import { randomUUID } from 'node:crypto';
import { todayInLondon } from '../../shared/dates';
import type { RouteInput, RouteResponse } from '../../shared/routes';
import {
  type Credentials,
  credentialDateIssues,
  type Staff,
  type StaffDetails,
} from '../../shared/schemas/staff';
import { dbsClaimHolds, expiringCredentials } from '../../shared/staff-rules';
import { type Idempotency, idFor, requestHash, transactOnce } from '../data/idempotency';
import { allStaff, getStaffItem, staffEmailKey, staffItem, toStaff } from '../data/staff';
import { staffLinkKey } from '../data/staff-link';
import { mustBeNew, PK } from '../data/table';
import { failedCondition } from '../data/transaction';
import { env } from '../lib/env';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';

/**
 * The office's register of the team: records with their hours, leave and credentials; each
 * email address on one record only; a change made at the version it was read, so two office staff
 * editing one record cannot overwrite each other unseen.
 */
export const staffMessages = {
  emailTaken: 'A staff member with this email address is already on the team',
  stale: 'Someone else changed this record since you opened it. Reload it and make your change again.',
  notFound: 'No staff member with this id',
} as const;

const checkDates = (credentials: Credentials, now: Date) => {
  const issues = credentialDateIssues(credentials, todayInLondon(now));
  if (issues.length > 0) throw new ValidationError(issues);
};

/**
 * The claim on an address: new, or one a record gave up when its address changed (released, not
 * deleted: only the accounts function deletes items, tests/infra/api.test.ts).
 */
const emailClaim = (email: string, staffId: string) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: { ...staffEmailKey(email), staffId },
    ConditionExpression: 'attribute_not_exists(#pk) OR attribute_exists(releasedAt)',
    ExpressionAttributeNames: { '#pk': PK },
  },
});

const releaseClaim = (email: string, staffId: string, at: string) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: { ...staffEmailKey(email), releasedAt: at },
    ConditionExpression: 'staffId = :id',
    ExpressionAttributeValues: { ':id': staffId },
  },
});

export const getStaff = async (id: string): Promise<Staff> => {
  const Item = await getStaffItem(id);
  if (!Item) throw new NotFoundError(staffMessages.notFound);
  return toStaff(Item);
};

export const listStaff = async ({ query }: RouteInput<'listStaff'>): Promise<RouteResponse<'listStaff'>> => {
  const needle = query.q?.toLowerCase();
  const items = (await allStaff()).filter(
    (staff) =>
      (query.status === 'all' || staff.active === (query.status === 'active')) &&
      (!needle || `${staff.name} ${staff.email}`.toLowerCase().includes(needle)),
  );
  return { items };
};

export const createStaff = async (
  details: StaffDetails,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Staff> => {
  checkDates(details.credentials, now);
  const idempotency: Idempotency | undefined = idempotencyKey
    ? { scope: 'createStaff', key: idempotencyKey, hash: requestHash(details) }
    : undefined;
  const at = now.toISOString();
  const staff: Staff = {
    ...details,
    id: idempotency ? idFor(idempotency) : randomUUID(),
    active: true,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const items = [
    { Put: { TableName: env().TABLE_NAME, Item: staffItem(staff), ...mustBeNew } },
    emailClaim(staff.email, staff.id),
  ];
  try {
    return (await transactOnce(items, staff, idempotency)).response;
  } catch (error) {
    if (failedCondition(error, 1)) throw new ConflictError(staffMessages.emailTaken, 'staff_email_taken');
    throw error;
  }
};

export const updateStaff = async (
  { params, body }: RouteInput<'updateStaff'>,
  now = new Date(),
): Promise<Staff> => {
  checkDates(body.credentials, now);
  const current = await getStaff(params.id);
  const { version, ...changes } = body;
  if (current.version !== version) throw new ConflictError(staffMessages.stale, 'stale');
  const emailChanged = changes.email.toLowerCase() !== current.email.toLowerCase();
  // An invitation went to the old address: it no longer joins this record (the office sends a new one).
  const { account, ...kept } = current;
  const staff: Staff = {
    ...kept,
    ...(account && !(emailChanged && account.status === 'invited') ? { account } : {}),
    ...changes,
    updatedAt: now.toISOString(),
    version: version + 1,
  };
  const items = [
    {
      Put: {
        TableName: env().TABLE_NAME,
        Item: staffItem(staff),
        ConditionExpression: 'attribute_exists(#pk) AND #version = :version',
        ExpressionAttributeNames: { '#pk': PK, '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      },
    },
    ...(emailChanged
      ? [emailClaim(staff.email, staff.id), releaseClaim(current.email, staff.id, staff.updatedAt)]
      : []),
    // A member with their own account is greeted by the name on their link (staff-link.ts).
    ...(staff.account?.accountId && staff.name !== current.name
      ? [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: staffLinkKey(staff.account.accountId),
              UpdateExpression: 'SET fullName = :name',
              ConditionExpression: 'attribute_exists(#pk)',
              ExpressionAttributeNames: { '#pk': PK },
              ExpressionAttributeValues: { ':name': staff.name },
            },
          },
        ]
      : []),
  ];
  try {
    await transactOnce(items, staff, undefined);
    return staff;
  } catch (error) {
    if (failedCondition(error, 0)) throw new ConflictError(staffMessages.stale, 'stale');
    if (emailChanged && failedCondition(error, 1))
      throw new ConflictError(staffMessages.emailTaken, 'staff_email_taken');
    throw error;
  }
};

/** What runs out soon, and whether the site's "100% DBS checked" is true today (London). */
export const staffCredentialReport = async (
  now = new Date(),
): Promise<RouteResponse<'staffCredentialReport'>> => {
  const today = todayInLondon(now);
  const team = await allStaff();
  const claim = dbsClaimHolds(team, today);
  return {
    today,
    expiring: expiringCredentials(team, today),
    dbsClaim: {
      holds: claim.holds,
      active: claim.active,
      without: claim.without.map((member) => ({ id: member.id, name: member.name })),
    },
  };
};
