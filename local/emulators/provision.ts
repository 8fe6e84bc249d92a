import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { PASSWORD_MIN_LENGTH, TOKEN_VALIDITY } from '../../shared/auth';
import { ADMIN_GROUP, STAFF_GROUP } from '../../shared/http';
import { REGION } from '../../shared/region';
import { table, tableIndexes } from '../../shared/table';
import type { UserPoolInfo } from '../gateway/verifier';

/** cognito-local's issuer is set to AWS's, so tokens carry the issuer a deployed API expects. */
export const ISSUER_DOMAIN = `https://cognito-idp.${REGION}.amazonaws.com`;
/** Any credentials work locally; s3rver insists on these. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const local = (endpoint: string) => ({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS });

/** The table's stream, as the data stack declares it: the notice sender reads new images (decision 011). */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/**
 * Creates the table from the shared definition, with its stream; an existing table is left as it is,
 * but for a stream it was made without (a data directory from before the notices).
 */
export const provisionTable = async (endpoint: string, tableName: string): Promise<void> => {
  const client = new DynamoDBClient(local(endpoint));
  const attributes = new Set<string>([
    table.partitionKey,
    table.sortKey,
    ...tableIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: 'HASH' },
          { AttributeName: table.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: TABLE_STREAM,
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    }
  } finally {
    client.destroy();
  }
};

const poolFile = (dataDir: string) => path.join(dataDir, 'pool.json');

export const readPoolInfo = (dataDir: string, endpoint: string): UserPoolInfo | undefined => {
  if (!existsSync(poolFile(dataDir))) return undefined;
  const { userPoolId, clientId } = JSON.parse(readFileSync(poolFile(dataDir), 'utf8')) as {
    userPoolId: string;
    clientId: string;
  };
  return { userPoolId, clientId, jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json` };
};

/**
 * Creates the user pool, its app client and the admins group through cognito-local's API, then gives
 * the pool an id in AWS's form. cognito-local must be stopped before `adoptAwsPoolId` and restarted
 * after, because it keeps its files open.
 */
export const createUserPool = async (endpoint: string): Promise<{ localId: string; clientId: string }> => {
  const client = new CognitoIdentityProviderClient(local(endpoint));
  try {
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'pbhs-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As in AWS (auth-stack.ts): a user with an authenticator app is asked for its code; no one is forced.
        MfaConfiguration: 'OPTIONAL',
        // As in AWS: Cognito's public SignUp is refused; sign-up goes through the API (decision 015).
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    const localId = UserPool?.Id ?? '';
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: localId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        EnableTokenRevocation: true,
        AccessTokenValidity: TOKEN_VALIDITY.accessMinutes,
        IdTokenValidity: TOKEN_VALIDITY.idMinutes,
        RefreshTokenValidity: TOKEN_VALIDITY.refreshDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    return { localId, clientId: UserPoolClient?.ClientId ?? '' };
  } finally {
    client.destroy();
  }
};

/**
 * The pool's groups, as the auth stack makes them in AWS: created where missing, on every start, so a
 * pool kept from before a group existed (the staff group came later) gets it too.
 */
export const ensureGroups = async (endpoint: string, userPoolId: string): Promise<void> => {
  const client = new CognitoIdentityProviderClient(local(endpoint));
  try {
    for (const GroupName of [ADMIN_GROUP, STAFF_GROUP])
      await client
        .send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }))
        .catch((error: Error) => {
          if (error.name !== 'GroupExistsException') throw error;
        });
  } finally {
    client.destroy();
  }
};

/** Renames cognito-local's pool to an AWS-form id and points its issuer at AWS's domain. */
export const adoptAwsPoolId = (dataDir: string, created: { localId: string; clientId: string }): void => {
  const dbDir = path.join(dataDir, '.cognito', 'db');
  const awsId = `${REGION}_${created.localId.replace(/^local_/, '')}`;
  for (const file of readdirSync(dbDir)) {
    const full = path.join(dbDir, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll(created.localId, awsId));
  }
  renameSync(path.join(dbDir, `${created.localId}.json`), path.join(dbDir, `${awsId}.json`));
  writeFileSync(
    poolFile(dataDir),
    JSON.stringify({ userPoolId: awsId, clientId: created.clientId }, null, 2),
  );
};

/** Function name cognito-local asks the local gateway to invoke after a sign-up is confirmed. */
export const POST_CONFIRMATION_FUNCTION = 'post-confirmation';
/** Function name cognito-local asks the local gateway to invoke before it issues tokens. */
export const PRE_TOKEN_GENERATION_FUNCTION = 'pre-token-generation';
/** Function name cognito-local asks the local gateway to invoke for the text of each code it mails. */
export const CUSTOM_MESSAGE_FUNCTION = 'custom-message';

/**
 * cognito-local's settings, written before every start because the gateway's port may change: the
 * issuer AWS would use, and the post-confirmation, pre-token-generation and custom-message triggers invoked through the
 * local gateway (cognito-server.cjs makes the latter's event and answer version 2, as infra wires it).
 */
export const writeCognitoConfig = (dataDir: string, gatewayUrl: string): void => {
  mkdirSync(path.join(dataDir, '.cognito'), { recursive: true });
  const config = {
    TokenConfig: { IssuerDomain: ISSUER_DOMAIN },
    LambdaClient: {
      endpoint: gatewayUrl,
      region: REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
    TriggerFunctions: {
      PostConfirmation: POST_CONFIRMATION_FUNCTION,
      PreTokenGeneration: PRE_TOKEN_GENERATION_FUNCTION,
      CustomMessage: CUSTOM_MESSAGE_FUNCTION,
    },
  };
  writeFileSync(path.join(dataDir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
};

/** A confirmed user with a permanent password, optionally an admin. Returns the user's `sub`. */
export const ensureUser = async (
  endpoint: string,
  userPoolId: string,
  user: { email: string; password: string; fullName: string; admin?: boolean; staff?: boolean },
): Promise<string> => {
  const client = new CognitoIdentityProviderClient(local(endpoint));
  try {
    const existing = await client
      .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }))
      .catch(() => undefined);
    if (!existing) {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: user.fullName },
          ],
        }),
      );
    }
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
    if (user.admin)
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          GroupName: ADMIN_GROUP,
        }),
      );
    if (user.staff)
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          GroupName: STAFF_GROUP,
        }),
      );
    const fetched = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    return (
      fetched.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? fetched.Username ?? ''
    );
  } finally {
    client.destroy();
  }
};
