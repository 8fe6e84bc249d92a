import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MOBILE_CODE_LIMITS } from '../../shared/limits';
import { MOBILE_CODE_LENGTH } from '../../shared/schemas/user';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { noticePut } from './notice';
import { codeMatches, newCode } from './one-time-code';
import { profileKey, type StoredMobileCode } from './profile';
import { failedCondition, isConditionFailure } from './transaction';

/**
 * The proof that a client holds the mobile texts would go to: texts go on only once the
 * code texted to the number is typed back. The code waits on the profile itself (`mobileCode`, only
 * its hash), so the number it proves and the switch change together; the text is a notice written in
 * the same transaction, sent by the notice sender like every text. Proving the number records whose
 * consent it is and when (`textsConsent`).
 */
/** A new code for `mobile`: what the profile keeps, and the text's notice for the same transaction. */
export const newMobileCode = (sub: string, mobile: string, now: Date) => {
  const { code, codeHash, salt } = newCode(MOBILE_CODE_LENGTH);
  const validMinutes = MOBILE_CODE_LIMITS.lifetimeMinutes;
  const stored: StoredMobileCode = {
    mobile,
    codeHash,
    salt,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000).toISOString(),
    wrongCodes: 0,
  };
  const notice = noticePut(
    {
      kind: 'mobile-code',
      channel: 'sms',
      userId: sub,
      subject: { type: 'user', id: sub },
      // The code goes only in the text; it is useless once it runs out.
      facts: { mobileCode: { code, mobile, validMinutes } },
    },
    now,
  );
  return { stored, notice };
};

const readProfileItem = async (sub: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: profileKey(sub), ConsistentRead: true }),
    )
  ).Item;

const storedCodeOf = (item: Record<string, unknown>): StoredMobileCode | undefined => {
  const code = item.mobileCode as StoredMobileCode | undefined;
  return code && code.mobile === item.mobile ? code : undefined;
};

/** Why a new code was not sent. */
export type MobileCodeRefusal = 'no-profile' | 'no-mobile' | 'texts-on';

/** Texts a new code to the profile's mobile (the form's "Send a new code"); the older code stops working. */
export const resendMobileCode = async (
  sub: string,
  now: Date = new Date(),
): Promise<'sent' | MobileCodeRefusal | 'changed'> => {
  const item = await readProfileItem(sub);
  if (!item) return 'no-profile';
  const mobile = typeof item.mobile === 'string' ? item.mobile : undefined;
  if (!mobile) return 'no-mobile';
  if (item.textMessages === true) return 'texts-on';
  const { stored, notice } = newMobileCode(sub, mobile, now);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: profileKey(sub),
              UpdateExpression: 'SET mobileCode = :code',
              ConditionExpression:
                'mobile = :mobile AND (attribute_not_exists(textMessages) OR textMessages = :off)',
              ExpressionAttributeValues: { ':code': stored, ':mobile': mobile, ':off': false },
            },
          },
          notice,
        ] as never,
      }),
    );
  } catch (error) {
    // The number changed, or texts went on, between the read and the write: the client's next look says which.
    if (failedCondition(error, 0)) return 'changed';
    throw error;
  }
  return 'sent';
};

/** What typing a code back did. */
export type MobileCodeCheck = 'confirmed' | 'wrong' | 'expired' | 'none';

/**
 * Checks `code` against the one waiting on the profile. Right: texts go on for that number, with the
 * consent recorded, and the code is used up (a second use finds none). Wrong: counted, and past
 * MOBILE_CODE_LIMITS.wrongCodes the code stops working. Every write is conditional on the code read, so
 * two tries at once cannot both pass, and on the number, so a code never proves a number changed since.
 */
export const confirmMobileCode = async (
  sub: string,
  code: string,
  now: Date = new Date(),
): Promise<MobileCodeCheck> => {
  const item = await readProfileItem(sub);
  const stored = item && storedCodeOf(item);
  if (!stored) return 'none';
  if (stored.expiresAt <= now.toISOString() || stored.wrongCodes >= MOBILE_CODE_LIMITS.wrongCodes)
    return 'expired';
  const unchanged = {
    ConditionExpression:
      'mobile = :mobile AND mobileCode.codeHash = :hash AND mobileCode.wrongCodes = :wrong',
    ExpressionAttributeValues: {
      ':mobile': stored.mobile,
      ':hash': stored.codeHash,
      ':wrong': stored.wrongCodes,
    },
  };
  try {
    if (!codeMatches(code, stored)) {
      await documentClient().send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: profileKey(sub),
          UpdateExpression: 'SET mobileCode.wrongCodes = :next',
          ...unchanged,
          ExpressionAttributeValues: {
            ...unchanged.ExpressionAttributeValues,
            ':next': stored.wrongCodes + 1,
          },
        }),
      );
      return 'wrong';
    }
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: profileKey(sub),
        UpdateExpression:
          'SET textMessages = :on, textsConsent = :consent, updatedAt = :now REMOVE mobileCode, textsStoppedAt',
        ...unchanged,
        ExpressionAttributeValues: {
          ...unchanged.ExpressionAttributeValues,
          ':on': true,
          ':consent': { mobile: stored.mobile, at: now.toISOString() },
          ':now': now.toISOString(),
        },
      }),
    );
    return 'confirmed';
  } catch (error) {
    // Another try, a new code or a new number got there first: this code is no longer the one waiting.
    if (isConditionFailure(error)) return 'none';
    throw error;
  }
};
