import { cognitoAuthConfig, type RuntimeConfig } from '../../shared/config';
import { routes } from '../../shared/routes/index';
import { type Me, ProfileDetailsSchema } from '../../shared/schemas/user';
import { expectJson, request, type SmokeContext, withinDeadline } from './http';
import { CheckFailure } from './result';
import { issueList } from './site-checks';

/** The smoke account: a client's sign-in (no authenticator app), kept for this test on each stage. */
export interface SmokeAccount {
  email: string;
  password: string;
}

/**
 * Signs in as the web app does (Amplify, with the flow `/config.json` names: SRP in AWS, the password
 * flow on cognito-local), so the smoke test needs nothing the site does not already use. Amplify is
 * loaded only here: a run without an account never pays for it.
 */
export const signInAs = async (config: RuntimeConfig, account: SmokeAccount, timeoutMs: number) => {
  const [{ Amplify }, auth, { ConsoleLogger }] = await Promise.all([
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
  ]);
  // Its warning that a custom endpoint is in use is true of every local run and of no use here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({ Auth: { Cognito: cognitoAuthConfig(config) } });
  const deadline = <T>(what: string, call: Promise<T>) => withinDeadline(what, timeoutMs, call);
  // A session left by an earlier run in this process would refuse the sign-in.
  await deadline('sign-out', auth.signOut());
  let outcome: Awaited<ReturnType<typeof auth.signIn>>;
  try {
    outcome = await deadline(
      'sign-in',
      auth.signIn({
        username: account.email,
        password: account.password,
        options: { authFlowType: config.authFlow },
      }),
    );
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    const { name, message } = error as Error;
    throw new CheckFailure(`${account.email} could not sign in: ${name}: ${message}`);
  }
  if (!outcome.isSignedIn)
    throw new CheckFailure(
      `${account.email} stopped at ${outcome.nextStep.signInStep}: the smoke account must be a client's, with no authenticator app`,
    );
  const session = await deadline('the session', auth.fetchAuthSession());
  const token = session.tokens?.accessToken.toString();
  if (!token) throw new CheckFailure(`${account.email} signed in without an access token`);
  return { token, signOut: () => deadline('sign-out', auth.signOut()) };
};

/** `GET /api/me` as the account: 200 with what its route's response schema declares. */
export const readMe = async (context: SmokeContext, token: string): Promise<Me> => {
  const { path, response } = routes.getMe;
  const parsed = response.safeParse(expectJson(await request(context, path, { token }), path, 200));
  if (!parsed.success)
    throw new CheckFailure(`${path} does not match its response schema: ${issueList(parsed.error.issues)}`);
  return parsed.data;
};

/** The details the profile route takes, picked from a profile: what a save replaces. */
const profileDetails = (profile: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(ProfileDetailsSchema.shape)
      .filter((key) => profile[key] !== undefined)
      .map((key) => [key, profile[key]]),
  );

const saveProfile = async (context: SmokeContext, token: string, details: Record<string, unknown>) => {
  const { method, path } = routes.updateMyProfile;
  expectJson(await request(context, path, { method, token, body: details }), `${method} ${path}`, 200);
};

/**
 * The reversible write: the account's access notes set to a marker, read back, then the profile saved
 * as it was and read back whole. Access notes are read only by whoever visits; the smoke account has no
 * visits. The profile is restored even when a step between fails.
 */
export const changeAndRestoreProfile = async (context: SmokeContext, token: string): Promise<void> => {
  const before = await readMe(context, token);
  if (before.isAdmin || before.isStaff)
    throw new CheckFailure("the smoke account must be a client's: only a client keeps a profile");
  // Saving would cancel a code waiting to be typed back (texts stay off until it is): not ours to touch.
  if (before.mobileCode)
    throw new CheckFailure('the smoke account has a mobile code waiting; it is left alone');
  // What saving the profile as it is stores: the same details, with the route's defaults for any never
  // chosen (reminders by e-mail, texts off), which the page shows already. The restore is held to that.
  const stored = ProfileDetailsSchema.safeParse(profileDetails(before));
  if (!stored.success)
    throw new CheckFailure(
      `the smoke account's profile does not pass the profile route's rules, so it is left alone: ${issueList(stored.error.issues)}`,
    );
  const original = profileDetails(stored.data);
  const marker = `Smoke test ${new Date().toISOString()}`;
  const problems: string[] = [];
  try {
    await saveProfile(context, token, { ...original, accessNotes: marker });
    const changed = await readMe(context, token);
    if (changed.accessNotes !== marker)
      problems.push(`expected access notes "${marker}" after the save, got "${changed.accessNotes ?? ''}"`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  try {
    await saveProfile(context, token, original);
  } catch (error) {
    problems.push(
      `restoring the profile failed, restore it by hand to ${JSON.stringify(original)}: ${(error as Error).message}`,
    );
    throw new CheckFailure(problems.join('; '));
  }
  const after = profileDetails(await readMe(context, token));
  if (JSON.stringify(after) !== JSON.stringify(original))
    problems.push(
      `the profile was not restored: expected ${JSON.stringify(original)}, got ${JSON.stringify(after)}`,
    );
  if (problems.length > 0) throw new CheckFailure(problems.join('; '));
};
