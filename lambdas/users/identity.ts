import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/http';
import { UserPoolEnvSchema } from '../../shared/lambda-env';

/** Created once per container, like the other SDK clients; its endpoint comes from the SDK's own variables. */
let client: CognitoIdentityProviderClient | undefined;
const cognito = () => {
  client ??= new CognitoIdentityProviderClient({
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
  });
  return client;
};

let pool: string | undefined;
/** Checked once per container, like the rest of the environment: a missing pool id fails loudly. */
const poolId = (): string => {
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

/** Deletes a sign-in for good (Cognito accepts the sub as the user name); gone already is fine. */
export const deleteSignIn = async (sub: string): Promise<void> => {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};
