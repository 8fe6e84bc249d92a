import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/http';
import { UserPoolEnvSchema } from '../../shared/lambda-env';
import { traced } from './tracer';

/**
 * The user pool, for the functions that need it: users (erasure, the users list's roles) and invoices
 * (an invoice is never made out to an admin). Created once per container and traced, like the other SDK clients;
 * its endpoint comes from the SDK's own variables.
 */
let client: CognitoIdentityProviderClient | undefined;
export const cognito = () => {
  client ??= traced(
    new CognitoIdentityProviderClient({
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
    }),
  );
  return client;
};

let pool: string | undefined;
/** Checked once per container, like the rest of the environment: a missing pool id fails loudly. */
export const poolId = (): string => {
  pool ??= UserPoolEnvSchema.parse(process.env).USER_POOL_ID;
  return pool;
};

/** The ids (subs) of every admin: the group is the one source of truth; admins are few. */
export const adminIds = async (): Promise<Set<string>> => {
  const ids = new Set<string>();
  let token: string | undefined;
  do {
    const page = await cognito().send(
      new ListUsersInGroupCommand({ UserPoolId: poolId(), GroupName: ADMIN_GROUP, NextToken: token }),
    );
    for (const user of page.Users ?? []) {
      const sub = user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (sub) ids.add(sub);
    }
    token = page.NextToken;
  } while (token);
  return ids;
};

/**
 * Ends every session of a sign-in (an erasure, a password reset): its refresh tokens stop working, so
 * no device gets a new access token. One already issued lasts out its 15 minutes; the writes it could
 * make check that the client's profile exists, which an erasure deletes. Gone already is fine.
 */
export const signOutEverywhere = async (sub: string, userPoolId = poolId()): Promise<void> => {
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};

/**
 * Closes a member's sign-in when they leave the team: disabled, so no password signs in, and signed out
 * everywhere, so no refresh token gets a new access token. An access token already issued still
 * verifies until it runs out, which is why every staff route also reads the account's link
 * (lambdas/data/staff-link.ts). A sign-in that is gone already is fine.
 */
export const closeSignIn = async (sub: string): Promise<void> => {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: poolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return;
    throw error;
  }
  await signOutEverywhere(sub);
};

/** Deletes a sign-in for good (Cognito accepts the sub as the user name); gone already is fine. */
export const deleteSignIn = async (sub: string): Promise<void> => {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};

/** Opens a closed sign-in again, when the office makes a member who left active again. */
export const reopenSignIn = async (sub: string): Promise<void> => {
  try {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: poolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};
