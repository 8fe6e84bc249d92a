import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { REGION } from '../../shared/region';
import { LOCAL_CREDENTIALS } from '../emulators/provision';
import { enrolTotp, signInLocally } from '../emulators/totp';

/** Where the demo admin's authenticator secret is kept, beside the pool it belongs to. */
export const demoTotpFile = (dataDir: string): string => path.join(dataDir, 'demo-admin-totp.txt');

/**
 * Admins sign in with an authenticator app, the demo admin too. On the first start the demo
 * admin is enrolled through the pool's own API, as the site's set-up screen would do it, and the secret
 * the pool made is kept in the data directory; start-up prints it (local/start.ts) so it can be added
 * to an authenticator app, and the e2e tests read it from this file to make codes. It is a local
 * demo account's secret only: --reset makes a new one.
 */
export const demoAdminTotp = async (
  cognitoUrl: string,
  pool: { userPoolId: string; clientId: string },
  dataDir: string,
  admin: { email: string; password: string },
): Promise<string> => {
  const file = demoTotpFile(dataDir);
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cognitoUrl,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const user = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: admin.email }))
    .finally(() => cognito.destroy());
  const enrolled = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  if (enrolled && existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (enrolled)
    throw new Error(`The demo admin has an authenticator app but ${file} is gone: start with --reset`);
  const tokens = await signInLocally(cognitoUrl, pool.clientId, admin);
  const secret = await enrolTotp(cognitoUrl, tokens.AccessToken ?? '');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
