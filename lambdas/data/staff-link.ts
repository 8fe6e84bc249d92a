import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { UnauthorizedError } from '../lib/errors';
import { key, PK } from './table';
import { userPartition } from './user';

/**
 * A staff account's link to its record: one item in the account's partition, since an
 * access token carries the account's id (`sub`) and nothing of the team's. It names the record and the
 * member's name, so "who am I" greets them without reading the team's partitions. Apart from
 * staff-account.ts, which writes it with the record, so a reader needs no rights on the team's items.
 *
 * A member marked as left has their link ended (`endedAt`) in the same transaction that marks the
 * record inactive (lambdas/staff/leaving.ts), so the link alone says whether the account may still act
 * for the team: every staff route, "who am I" and the realtime topics read it.
 */
export const staffLinkKey = (sub: string) => key(userPartition(sub), 'STAFF');

export interface StaffLink {
  staffId: string;
  fullName: string;
  /** When the office marked the member as left: the account no longer acts for the team. */
  endedAt?: string;
}

export const staffLinkOf = async (sub: string): Promise<StaffLink | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: staffLinkKey(sub), ConsistentRead: true }),
  );
  if (typeof Item?.staffId !== 'string') return undefined;
  return {
    staffId: Item.staffId,
    fullName: typeof Item.fullName === 'string' ? Item.fullName : '',
    ...(typeof Item.endedAt === 'string' ? { endedAt: Item.endedAt } : {}),
  };
};

/** What a member who has left is told by every staff route: their session is over (the site signs out). */
export const LEFT_THE_TEAM =
  'Your account with the team has been closed. If you think this is a mistake, please call the office.';

/**
 * 401 `account_closed` for an account whose member has left: the token still verifies until it runs
 * out, but the account no longer acts for the team, and the site signs out on a 401.
 */
export class AccountClosedError extends UnauthorizedError {
  constructor() {
    super(LEFT_THE_TEAM, 'account_closed');
  }
}

/** The link of a member still on the team; undefined for an account on nobody's record; 401 after leaving. */
export const currentStaffLinkOf = async (sub: string): Promise<StaffLink | undefined> => {
  const link = await staffLinkOf(sub);
  if (link?.endedAt) throw new AccountClosedError();
  return link;
};

/** The transaction item that changes a staff account's link, while it is there. */
export const staffLinkUpdate = (
  sub: string,
  change: { expression: string; values?: Record<string, unknown> },
) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: staffLinkKey(sub),
    UpdateExpression: change.expression,
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PK },
    ...(change.values ? { ExpressionAttributeValues: change.values } : {}),
  },
});
