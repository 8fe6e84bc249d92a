import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { AUTH_OUTPUTS, outputsFile, stackName } from '../infra/names';
import { ADMIN_GROUP } from '../shared/http';
import { REGION } from '../shared/region';

/**
 * `npm run admin:grant -- someone@example.com --stage prod`: makes an existing, signed-up user who has
 * set up an authenticator app an admin. The pool comes from `--user-pool-id`, or from the outputs file `cdk deploy` wrote.
 * `--endpoint http://127.0.0.1:9229` talks to cognito-local instead of AWS.
 */
export interface GrantOptions {
  email: string;
  userPoolId: string;
  region: string;
  endpoint?: string;
}

const USAGE =
  'usage: npm run admin:grant -- <email> (--stage <name> | --user-pool-id <id>) [--region <region>] [--endpoint <url>]';

/** Every failure here is the caller's to fix, so it is reported as one line, without a stack trace. */
export class GrantError extends Error {
  override name = 'GrantError';
}

const outputsSchema = (stack: string) =>
  z.object({ [stack]: z.object({ [AUTH_OUTPUTS.userPoolId]: z.string().min(1) }) });

/** Reads the pool id from `cdk-outputs-<stage>.json` in `dir`. */
export const userPoolIdFromOutputs = (stage: string, dir = process.cwd()): string => {
  const file = path.join(dir, outputsFile(stage));
  if (!existsSync(file))
    throw new GrantError(
      `${outputsFile(stage)} not found: deploy with --outputs-file ${outputsFile(stage)} or pass --user-pool-id`,
    );
  const stack = stackName(stage, 'Auth');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new GrantError(`${outputsFile(stage)} is not valid JSON`);
  }
  const parsed = outputsSchema(stack).safeParse(json);
  if (!parsed.success)
    throw new GrantError(`${outputsFile(stage)} has no ${stack}.${AUTH_OUTPUTS.userPoolId}`);
  return (parsed.data[stack] as Record<string, string>)[AUTH_OUTPUTS.userPoolId]!;
};

export const parseGrantArgs = (argv: string[], dir = process.cwd()): GrantOptions => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    // Node's messages run to several sentences; the first says what was wrong.
    throw new GrantError(`${(error as Error).message.split(/\.\s/)[0]}; ${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new GrantError(USAGE);
  if (!z.email().safeParse(email).success) throw new GrantError(`'${email}' is not an e-mail address`);
  if (values.endpoint && !z.url().safeParse(values.endpoint).success)
    throw new GrantError(`--endpoint '${values.endpoint}' is not a URL`);
  const userPoolId =
    values['user-pool-id'] ?? (values.stage ? userPoolIdFromOutputs(values.stage, dir) : undefined);
  if (!userPoolId) throw new GrantError(`pass --stage or --user-pool-id; ${USAGE}`);
  return { email, userPoolId, region: values.region ?? REGION, endpoint: values.endpoint };
};

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      stage: { type: 'string' },
      'user-pool-id': { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
    },
  });

/** What went wrong, in words an operator can act on. */
export const explain = (error: unknown, options: GrantOptions): string => {
  const { name, message = String(error), code } = error as { name?: string; message?: string; code?: string };
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND')
    return `cannot reach ${options.endpoint ?? `Cognito in ${options.region}`} (${code})${options.endpoint ? ': is cognito-local running?' : ''}`;
  switch (name) {
    case 'GrantError':
      return message;
    case 'UserNotFoundException':
      return `no user ${options.email} in ${options.userPoolId}: they must sign up and confirm their e-mail first`;
    case 'ResourceNotFoundException':
      return `user pool ${options.userPoolId} or group '${ADMIN_GROUP}' not found in ${options.region}: check the stage and AWS account`;
    case 'CredentialsProviderError':
      return 'no AWS credentials: set AWS_PROFILE (or the AWS_ACCESS_KEY_ID variables) for the account of this stage';
    case 'AccessDeniedException':
    case 'NotAuthorizedException':
      return `not allowed: ${message}`;
    default:
      return `${name ?? 'Error'}: ${message}`;
  }
};

export const grantAdmin = async (options: GrantOptions): Promise<void> => {
  // The SDK's "Node 22 will be required" notice is noise for a one-shot operator command.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient({
    region: options.region,
    ...(options.endpoint
      ? // cognito-local checks no signatures, but the SDK refuses to send a request without credentials.
        { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  // Admins sign in with an authenticator app. Granting first would let whoever next signs in with the
  // password enrol their own app and hold the admin session (trust on first use, security review);
  // so the person sets the app up under My account first, and only then becomes an admin.
  // The pool signs in by e-mail, so Cognito accepts the address wherever it wants a user name.
  const user = await client.send(
    new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: options.email }),
  );
  if (!(user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'))
    throw new GrantError(
      `${options.email} has no authenticator app yet: they sign in, set one up under My account > Two-step login, then run this again`,
    );
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: options.userPoolId,
      Username: options.email,
      GroupName: ADMIN_GROUP,
    }),
  );
};

const main = async () => {
  let options: GrantOptions | undefined;
  try {
    options = parseGrantArgs(process.argv.slice(2));
    await grantAdmin(options);
    console.log(`${options.email} is now in '${ADMIN_GROUP}' of ${options.userPoolId}`);
  } catch (error) {
    const line = options ? explain(error, options) : (error as Error).message;
    console.error(`admin:grant: ${line}`);
    process.exitCode = 1;
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
