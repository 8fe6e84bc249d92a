import { randomUUID } from 'node:crypto';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AccountsEnvSchema } from '../../shared/lambda-env';
import { SIGN_UP_RECEIVED, type SignUpReceipt, type SignUpRequest } from '../../shared/schemas/sign-up';
import { claimMailToVisitor } from '../data/mail-limit';
import { noticePut } from '../data/notice';
import { cognitoClient, documentClient } from '../lib/aws';
import { ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';

const RECEIVED: SignUpReceipt = { status: 'check-email', message: SIGN_UP_RECEIVED };

const pool = () => AccountsEnvSchema.parse(process.env);

const signUpWithCognito = async ({ fullName, email, password }: SignUpRequest) => {
  try {
    await cognitoClient().send(
      new SignUpCommand({
        ClientId: pool().USER_POOL_CLIENT_ID,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: fullName },
        ],
      }),
    );
    return 'created' as const;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'UsernameExistsException') return 'exists' as const;
    // The pool's own password rules: the schema holds the same length, so this is rare.
    if (name === 'InvalidPasswordException')
      throw new ValidationError([{ path: 'password', message: (error as Error).message }]);
    throw error;
  }
};

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
    const { Put } = noticePut({
      kind: 'account-exists',
      userId: ownerId,
      subject: { type: 'user', id: ownerId },
      facts: { existingAccount: true },
      recipient: { name: '', email },
    });
    await documentClient().send(new PutCommand(Put));
  } catch (error) {
    logger.warn('sign-up notice not written', { error: (error as Error).name });
  }
};

/** The account's id (its `sub`), which names its partition. */
const subOf = (user: { Username?: string; UserAttributes?: { Name?: string; Value?: string }[] }) =>
  user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username ?? '';

/**
 * Signs someone up, answering the same whatever the address's state (decision 008):
 * - new: Cognito creates the account and mails the code;
 * - pending (UNCONFIRMED): that sign-up is replaced by this one, with this password, and a new code goes,
 *   so an abandoned or squatted sign-up never blocks the address's real owner;
 * - confirmed: nothing changes; the owner is mailed a note instead.
 * The existing-account path makes two more calls than the new one (AdminGetUser, the notice mail), about
 * as long as Cognito's own code mail takes on the new path; timing is not asserted in tests.
 */
export const signUp = async (request: SignUpRequest): Promise<SignUpReceipt> => {
  if ((await signUpWithCognito(request)) === 'created') return RECEIVED;
  const { USER_POOL_ID } = pool();
  const user = await cognitoClient().send(
    new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: request.email }),
  );
  if (user.UserStatus === 'UNCONFIRMED') {
    await cognitoClient().send(
      new AdminDeleteUserCommand({ UserPoolId: USER_POOL_ID, Username: request.email }),
    );
    if ((await signUpWithCognito(request)) === 'created') {
      logger.info('pending sign-up replaced');
      return RECEIVED;
    }
  }
  await noticeToOwner(request.email, subOf(user));
  return RECEIVED;
};
