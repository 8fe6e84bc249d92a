import { randomUUID } from 'node:crypto';
import { ensureUser } from '../local/emulators/provision';
import { refreshLocally, signInLocally } from '../local/emulators/totp';
import type { DemoPortal } from '../local/seed/portal';
import { CONFIG_PATH, type RuntimeConfig } from '../shared/config';
import { E2E } from './ports';

/**
 * Each spec file makes its own client, so files run side by side and every test reads back only its
 * own records. The client is made the way the stack makes its demo accounts (local/seed/demo.ts): an
 * administrator's account in the stack's own pool (cognito-local's admin API) and its profile, written
 * by the users domain's own code; with `seed`, the demo portal of visits and invoices too
 * (local/seed/portal.ts). Its sign-in is Amplify's stored session, made from a real sign-in to the pool,
 * so a test opens the portal already signed in (as Playwright's storageState).
 */

export interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface TestClient {
  email: string;
  password: string;
  fullName: string;
  id: string;
  storageState: StorageState;
}

let config: Promise<RuntimeConfig> | undefined;
/** The e2e stack's pool and its app client, as the site tells the browser. */
export const stackConfig = (): Promise<RuntimeConfig> => {
  config ??= fetch(`${E2E.site}${CONFIG_PATH}`).then((response) => response.json() as Promise<RuntimeConfig>);
  return config;
};

/**
 * Points this process at the e2e stack's emulators as the stack points its functions (local/settings.ts),
 * so the services (lambdas/, through the seed) can set a scene. Loaded on first use, after the environment is set.
 */
export const pointAtStack = async () => {
  const { functionEnv } = await import('../local/settings');
  const { userPoolId, userPoolClientId } = await stackConfig();
  const at = (port: number) => `http://127.0.0.1:${port}`;
  Object.assign(
    process.env,
    functionEnv(
      {
        dynamo: at(E2E.ports.dynamo),
        s3: at(E2E.ports.s3),
        ses: at(E2E.ports.ses),
        site: E2E.site,
        api: at(E2E.ports.api),
        cognito: E2E.cognito,
      },
      'not-used-by-the-services',
      { userPoolId, clientId: userPoolClientId },
    ),
    { LOG_LEVEL: 'ERROR' },
  );
};

const services = async () => {
  await pointAtStack();
  const [{ saveProfile }, { seedPortal }] = await Promise.all([
    import('../lambdas/data/profile'),
    import('../local/seed/portal'),
  ]);
  return { saveProfile, seedPortal };
};

/** The access token in a stored session, to set a scene through the API as that user. */
const storedToken = (state: StorageState, kind: 'accessToken' | 'refreshToken'): string =>
  state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name.endsWith(`.${kind}`))
    ?.value ?? '';

/** A JWT's claims, read without checking it (the test's own session). */
const claimsOf = (token: string): { sub: string; username?: string; exp?: number } =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/**
 * The session's access token, renewed with its refresh token (as Amplify renews it in the browser) when
 * it has under a minute left: the admin's session is made once at set-up, and access tokens last 15
 * minutes (shared/auth.ts), which a slow run outlives.
 */
export const accessTokenOf = async (state: StorageState): Promise<string> => {
  const stored = storedToken(state, 'accessToken');
  if (1000 * (claimsOf(stored).exp ?? 0) - Date.now() > 60_000) return stored;
  const { userPoolClientId } = await stackConfig();
  const renewed = await refreshLocally(E2E.cognito, userPoolClientId, storedToken(state, 'refreshToken'));
  return renewed.AccessToken ?? '';
};

/** A name no other client has and no address contains: `Casey Qhbfkd`. */
export const uniqueName = (first: string): string =>
  `${first} ${randomUUID()
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 6)
    .replace(/./g, (digit) => String.fromCharCode(97 + (Number.parseInt(digit, 16) % 26)))
    .replace(/^./, (letter) => letter.toUpperCase())}`;

/** Amplify's stored session for a user of the pool, as its sign-in keeps it in localStorage. */
export const signedInState = async (email: string, password: string): Promise<StorageState> => {
  const { userPoolClientId } = await stackConfig();
  const tokens = await signInLocally(E2E.cognito, userPoolClientId, { email, password });
  const claims = claimsOf(tokens.AccessToken ?? '');
  const user = claims.username ?? claims.sub;
  const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  return {
    cookies: [],
    origins: [
      {
        origin: E2E.site,
        localStorage: [
          { name: `${prefix}.LastAuthUser`, value: user },
          { name: `${prefix}.${user}.accessToken`, value: tokens.AccessToken ?? '' },
          { name: `${prefix}.${user}.idToken`, value: tokens.IdToken ?? '' },
          { name: `${prefix}.${user}.refreshToken`, value: tokens.RefreshToken ?? '' },
          { name: `${prefix}.${user}.clockDrift`, value: '0' },
          {
            name: `${prefix}.${user}.signInDetails`,
            value: JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
          },
        ],
      },
    ],
  };
};

/** A new client of the e2e stack, named for the spec that made it, signed in. */
interface ClientOptions {
  /** The demo portal of visits and invoices too. */
  seed?: boolean;
  /** Their name, if a test searches by it (by default the label and the address's own tag). */
  fullName?: string;
}
export async function newClient(
  label: string,
  options?: ClientOptions & { seed?: false },
): Promise<TestClient>;
export async function newClient(
  label: string,
  options: ClientOptions & { seed: true },
): Promise<TestClient & { portal: DemoPortal }>;
export async function newClient(label: string, options: ClientOptions = {}) {
  const tag = randomUUID().slice(0, 8);
  const email = `${label}-${tag}@example.org`;
  const password = `e2e-passphrase-${tag}`;
  const fullName = options.fullName ?? `${label[0]?.toUpperCase()}${label.slice(1)} Client ${tag}`;
  const { userPoolId } = await stackConfig();
  const { saveProfile, seedPortal } = await services();
  const id = await ensureUser(E2E.cognito, userPoolId, { email, password, fullName });
  // An account made by an administrator skips sign-up's confirmation, so its profile is written here.
  await saveProfile({ id, email, fullName, createdAt: new Date().toISOString() });
  const portal = options.seed ? await seedPortal(id) : undefined;
  return { email, password, fullName, id, storageState: await signedInState(email, password), portal };
}
