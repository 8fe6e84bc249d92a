import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { staffKey } from './staff-key';
import { staffLinkKey } from './staff-link';
import { mustBeNew, PK } from './table';

/**
 * A staff member's own sign-in: their record says whether they were invited or have joined,
 * and which account joined; the account's link (staff-link.ts) says which record it is.
 */
/**
 * Joins an account to the record the office invited: the record says `joined` (its version moved on,
 * so a form open in the office reloads rather than writing the invitation back) and the account's link
 * is written, in one transaction. False when the record is gone, was never invited, joined already, or
 * the member has left.
 */
export const joinStaffAccount = async (
  member: { staffId: string; fullName: string },
  sub: string,
  now = new Date(),
): Promise<boolean> => {
  const { staffId, fullName } = member;
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
                'SET #account.#status = :joined, #account.joinedAt = :at, #account.accountId = :sub, updatedAt = :at ADD #version :one',
              // Still on the team: leaving withdraws the invitation, and this holds it against a race.
              ConditionExpression: 'attribute_exists(#pk) AND #account.#status = :invited AND #active = :yes',
              ExpressionAttributeNames: {
                '#pk': PK,
                '#account': 'account',
                '#status': 'status',
                '#version': 'version',
                '#active': 'active',
              },
              ExpressionAttributeValues: {
                ':joined': 'joined',
                ':invited': 'invited',
                ':at': at,
                ':sub': sub,
                ':one': 1,
                ':yes': true,
              },
            },
          },
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: { ...staffLinkKey(sub), entity: 'staff-link', staffId, fullName, createdAt: at },
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
