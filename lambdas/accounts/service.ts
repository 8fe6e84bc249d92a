import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { STAFF_GROUP } from '../../shared/http';
import { REFERRAL_LIMITS, SIGN_UP_LIMITS } from '../../shared/limits';
import { REFERRAL_CODE_MESSAGE } from '../../shared/schemas/referral';
import {
  type FinishSignUpRequest,
  SIGN_UP_CODE_REFUSED,
  SIGN_UP_RECEIVED,
  type SignUpFinished,
  type SignUpReceipt,
  type SignUpRequest,
} from '../../shared/schemas/sign-up';
import { addressKey, claimDailyMail, claimMailToVisitor } from '../data/mail-limit';
import { writeNotice } from '../data/notice-store';
import { createClientProfile } from '../data/profile';
import { limitRate } from '../data/rate-limit';
import { ownerOfCode, recordReferral } from '../data/referral';
import { checkSignUpCode, endSignUp, releaseSignUp, startSignUp } from '../data/sign-up';
import { joinStaffAccount } from '../data/staff-account';
import { AppError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import { cognito, poolId } from '../lib/user-pool';
import { deleteSignIn } from './identity';

const RECEIVED: SignUpReceipt = { status: 'check-email', message: SIGN_UP_RECEIVED };

/** The one refusal of a code, whatever was wrong with it (wrong, used, expired, or no sign-up at all). */
const codeRefused = () => new AppError(400, 'code_refused', SIGN_UP_CODE_REFUSED);

/**
 * Tells the owner of an existing account that someone tried to sign up with their address, within the
 * limit on mail to addresses a visitor typed (shared/limits.ts, the enquiry acknowledgements' limit):
 * one an hour per address, the daily cap in all. The notice goes into the outbox (decision 012), in the
 * owner's partition, so an SES outage delays it rather than losing it. Best effort towards the person
 * signing up: the answer is the same whether or not it could be written.
 */
const noticeToOwner = async (email: string, ownerId: string) => {
  try {
    const allowance = await claimMailToVisitor(email, `sign-up-${randomUUID()}`);
    if (allowance !== 'allowed') {
      logger.info('sign-up notice withheld', { reason: allowance });
      return;
    }
    await writeNotice({
      kind: 'account-exists',
      userId: ownerId,
      subject: { type: 'user', id: ownerId },
      facts: { existingAccount: true },
      recipient: { name: '', email },
    });
  } catch (error) {
    logger.warn('sign-up notice not written', { error: (error as Error).name });
  }
};

/** The account's id (its `sub`), which names its partition. */
const subOf = (user: Pick<AdminGetUserCommandOutput, 'Username' | 'UserAttributes'>) =>
  user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username ?? '';

const findUser = async (email: string) => {
  try {
    return await cognito().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
};

/**
 * The first step of sign-up (decision 015): the same answer whatever the address's state, and at most
 * SIGN_UP_LIMITS.requests a window for one address whatever its state, so neither says whether it has
 * an account.
 * - no account: a code is mailed (within the day's cap on mail to typed addresses) and the request
 *   stored; a newer request replaces it, and its code is the only one that works;
 * - an account: nothing changes; its owner is mailed a note instead;
 * - a sign-up left pending in Cognito before this flow (someone's password already set on it): removed,
 *   then as for no account, so whoever holds the mailbox chooses the password.
 */
export const signUp = async (request: SignUpRequest): Promise<SignUpReceipt> => {
  await limitRate(addressKey(request.email), 'sign-up', SIGN_UP_LIMITS.requests);
  if (request.referralCode) await checkReferralCode(request.referralCode);
  const user = await findUser(request.email);
  if (user && user.UserStatus !== 'UNCONFIRMED') {
    await noticeToOwner(request.email, subOf(user));
    return RECEIVED;
  }
  if (user) {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: request.email }));
    logger.info('pending Cognito sign-up removed');
  }
  if ((await claimDailyMail()) !== 'allowed') {
    logger.warn('sign-up code withheld', { reason: 'daily-cap' });
    return RECEIVED;
  }
  // An invitation of the office's to this address stands: the same answer, and its code still works.
  if ((await startSignUp(request)) === 'invited') logger.info('sign-up left to the invitation');
  return RECEIVED;
};

/**
 * A referral code given at sign-up must be someone's. Checked before anything about the
 * address is looked at, so the answer says nothing about the address; the codes that are no one's
 * count against REFERRAL_LIMITS, so they cannot be guessed at any useful rate.
 */
const checkReferralCode = async (code: string) => {
  if (await ownerOfCode(code)) return;
  await limitRate('referral-codes', 'wrong', REFERRAL_LIMITS.wrongCodes);
  throw new ValidationError([{ path: 'referralCode', message: REFERRAL_CODE_MESSAGE }]);
};

/**
 * The new client's referral, when they signed up with a code. The account is made whatever happens
 * here: a referral that cannot be written is logged, and the office can grant the credit by hand.
 */
const referralOf = async (code: string, friend: { id: string; email: string; fullName: string }) => {
  try {
    const status = await recordReferral(code, friend);
    logger.info('referral recorded', { status: status ?? 'no-referrer' });
  } catch (error) {
    logger.warn('referral not recorded', { error: (error as Error).name });
  }
};

/** Makes the sign-in: confirmed, with the address verified (the code proved it) and this password. */
const createSignIn = async (email: string, fullName: string, password: string): Promise<string> => {
  let sub: string;
  try {
    const { User } = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: email,
        // No invitation mail: the person is on the page, and chose their password there.
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: fullName },
        ],
      }),
    );
    sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? User?.Username ?? '';
  } catch (error) {
    // An account was made for the address since the code went (the office, or another finish).
    if ((error as Error).name === 'UsernameExistsException') throw codeRefused();
    throw error;
  }
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId(),
        Username: sub,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    await deleteSignIn(sub);
    // The pool's own password rules: the schema holds the same length, so this is rare.
    if ((error as Error).name === 'InvalidPasswordException')
      throw new ValidationError([{ path: 'password', message: (error as Error).message }]);
    throw error;
  }
  return sub;
};

/**
 * An invited member of the team's account: in the pool's staff group, joined to the record
 * the office invited, with no client profile. A record changed since (its address, or joined by another
 * finish) refuses the code, as any other refusal does; the caller removes the sign-in.
 */
const joinTeam = async (sub: string, email: string, member: { staffId: string; fullName: string }) => {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: email, GroupName: STAFF_GROUP }),
  );
  if (!(await joinStaffAccount(member, sub))) throw codeRefused();
};

/**
 * The second step (decision 015): the code mailed to the address, and the password its owner chooses.
 * The account, its profile and the welcome notice are made only now. Every refusal of the code is the
 * same 400, so it says nothing about whether a sign-up or an account exists; tries are limited per
 * address, and per request (SIGN_UP_LIMITS.wrongCodes). When the account cannot be finished (the pool
 * refuses the password, the table fails) nothing is left half made and the same code works again.
 */
export const finishSignUp = async ({
  email,
  code,
  password,
}: FinishSignUpRequest): Promise<SignUpFinished> => {
  await limitRate(addressKey(email), 'sign-up-finish', SIGN_UP_LIMITS.finishes);
  const check = await checkSignUpCode(email, code);
  if (check.outcome === 'refused') throw codeRefused();
  let sub: string | undefined;
  try {
    sub = await createSignIn(check.email, check.fullName, password);
    if (check.staffId) await joinTeam(sub, check.email, { staffId: check.staffId, fullName: check.fullName });
    else await createClientProfile({ id: sub, email: check.email, fullName: check.fullName });
  } catch (error) {
    // Made, then not finished (the profile, or the team's record, refused it): nothing is left half made.
    if (sub) await deleteSignIn(sub).catch(() => undefined);
    if ((error as AppError).code === 'code_refused') await endSignUp(email);
    else await releaseSignUp(email).catch(() => undefined);
    throw error;
  }
  await endSignUp(email);
  if (check.referralCode && !check.staffId)
    await referralOf(check.referralCode, { id: sub, email: check.email, fullName: check.fullName });
  logger.info('sign-up finished', { userId: sub, staff: Boolean(check.staffId) });
  return { status: 'created' };
};
