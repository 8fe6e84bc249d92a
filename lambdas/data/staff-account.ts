import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { staffKey } from './staff-key';
import { key, mustBeNew, PK } from './table';
import { userPartition } from './user';

/**
 * A staff member's own sign-in (issue 26). Their record says whether they were invited or have joined;
 * one item in the account's partition says which record the account is, since an access token carries
 * the account's id (`sub`) and nothing of the team's.
 */
export const staffLinkKey = (sub: string) => key(userPartition(sub), 'STAFF');

/** The record's id for a staff account, or undefined when the account is nobody's on the team. */
export const staffIdOfAccount = async (sub: string): Promise<string | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: staffLinkKey(sub), ConsistentRead: true }),
  );
  return typeof Item?.staffId === 'string' ? Item.staffId : undefined;
};

/**
 * Joins an account to the record the office invited: the record says `joined` (its version moved on,
 * so a form open in the office reloads rather than writing the invitation back) and the account's link
 * is written, in one transaction. False when the record is gone, was never invited, or joined already.
 */
export const joinStaffAccount = async (staffId: string, sub: string, now = new Date()): Promise<boolean> => {
  const at = now.toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: staffKey(staffId),
              UpdateExpression:
                'SET #account.#status = :joined, #account.joinedAt = :at, updatedAt = :at ADD #version :one',
              ConditionExpression: 'attribute_exists(#pk) AND #account.#status = :invited',
              ExpressionAttributeNames: {
                '#pk': PK,
                '#account': 'account',
                '#status': 'status',
                '#version': 'version',
              },
              ExpressionAttributeValues: { ':joined': 'joined', ':invited': 'invited', ':at': at, ':one': 1 },
            },
          },
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: { ...staffLinkKey(sub), entity: 'staff-link', staffId, createdAt: at },
              ...mustBeNew,
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};
