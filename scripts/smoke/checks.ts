import type { RuntimeConfig } from '../../shared/config';
import { routes } from '../../shared/routes/index';
import { changeAndRestoreProfile, readMe, type SmokeAccount, signInAs } from './account-checks';
import type { SmokeContext } from './http';
import { checkRealtimeRefusesAnonymous } from './realtime-check';
import { CheckFailure, CheckSkipped, type SmokeResult } from './result';
import {
  checkConfig,
  checkNotFound,
  checkPage,
  checkPublicRead,
  pagesToCheck,
  publicReads,
  UNKNOWN_PATH,
} from './site-checks';

export type { SmokeAccount } from './account-checks';
export { formatResult, type SmokeResult, summary } from './result';

export interface SmokeOptions {
  /** The site's origin: `http://localhost:8080`, or a deployed stage's `https://…`. */
  url: string;
  /** A client's sign-in on that stage: adds a signed-in read. */
  account?: SmokeAccount;
  /** The reversible journey on the account's profile; needs `account`. @default false */
  write?: boolean;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Per request. @default 10_000 */
  timeoutMs?: number;
  /** Told of each result as it comes, for a CLI that prints as it goes. */
  onResult?: (result: SmokeResult) => void;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Checks a running stage from outside, as a visitor and (given an account) a client meet it: the
 * runtime config, a handful of pages with their security headers, the 404 page, the public API reads,
 * the realtime channel's refusal of strangers and, with an account, a signed-in read and (with `write`)
 * one reversible change. Without `write` it changes nothing. Every check runs, whatever failed before.
 */
export const runSmoke = async (options: SmokeOptions): Promise<SmokeResult[]> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const context: SmokeContext = { base: new URL(options.url), fetch: options.fetch ?? fetch, timeoutMs };
  const results: SmokeResult[] = [];
  const check = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    let result: SmokeResult;
    let value: T | undefined;
    try {
      value = await run();
      result = { name, status: 'ok' };
    } catch (error) {
      if (error instanceof CheckSkipped) result = { name, status: 'skip', detail: error.message };
      else if (error instanceof CheckFailure) result = { name, status: 'fail', detail: error.message };
      // Anything else is a fault of the check itself: still one line, with its name and message.
      else result = { name, status: 'fail', detail: `${(error as Error).name}: ${(error as Error).message}` };
    }
    results.push(result);
    options.onResult?.(result);
    return value;
  };
  const needsConfig = (config: RuntimeConfig | undefined): RuntimeConfig => {
    if (!config) throw new CheckSkipped('needs /config.json');
    return config;
  };

  const config = await check('config /config.json', () => checkConfig(context));
  for (const path of pagesToCheck()) await check(`page ${path}`, () => checkPage(context, path));
  await check(`not found ${UNKNOWN_PATH}`, () => checkNotFound(context));
  for (const route of publicReads())
    await check(`api ${route.method} ${route.path}`, () => checkPublicRead(context, route));
  await check('realtime refuses a connection without a token', () =>
    checkRealtimeRefusesAnonymous(needsConfig(config), timeoutMs),
  );

  const { account } = options;
  const signedIn = `api ${routes.getMe.method} ${routes.getMe.path} signed in`;
  const write = 'write: profile changed and restored';
  if (!account) {
    const why = 'no account given (--email and --password, or SMOKE_EMAIL and SMOKE_PASSWORD)';
    await check(signedIn, async () => Promise.reject(new CheckSkipped(why)));
    if (options.write) await check(write, async () => Promise.reject(new CheckSkipped(why)));
    return results;
  }
  const session = await check(`sign in as ${account.email}`, () =>
    signInAs(needsConfig(config), account, timeoutMs),
  );
  const needsSession = () => {
    if (!session) throw new CheckSkipped('needs the sign-in');
    return session.token;
  };
  await check(signedIn, () => readMe(context, needsSession()));
  if (options.write) await check(write, () => changeAndRestoreProfile(context, needsSession()));
  if (session) await check('sign out', () => session.signOut());
  return results;
};
