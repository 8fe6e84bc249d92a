import { MFA_CLAIM, MFA_TOTP } from '@shared/auth';
import { business } from '@shared/business';
import { ADMIN_GROUP } from '@shared/http';
import {
  confirmSignIn,
  fetchAuthSession,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { ensureAmplify } from './configure-amplify';
import { signOut } from './sign-out';

/**
 * Admins' authenticator app. The API refuses an admin session without the pool's MFA claim;
 * these calls only take the admin through getting one. What the site reads here decides which screen
 * to show, never what the API allows.
 */

/** Signed in as an admin whose token says the sign-in did not pass an authenticator code. */
export const needsAppSetup = async (): Promise<boolean> => {
  await ensureAmplify();
  const payload = (await fetchAuthSession()).tokens?.idToken?.payload;
  const groups = payload?.['cognito:groups'];
  const admin = Array.isArray(groups) && groups.includes(ADMIN_GROUP);
  return admin && payload?.[MFA_CLAIM] !== MFA_TOTP;
};

/**
 * Whether the signed-in user has an authenticator app on: the pool's claim (pre-token generation reads
 * the user's MFA settings). Anyone may set one up; an admin must, before being made one (admin:grant).
 */
export const hasAuthenticatorApp = async (): Promise<boolean> => {
  await ensureAmplify();
  return (await fetchAuthSession()).tokens?.idToken?.payload?.[MFA_CLAIM] === MFA_TOTP;
};

export interface AppSetup {
  /** The key to type into an app by hand (base32). */
  secret: string;
  /** The `otpauth://` link the QR code holds. */
  uri: string;
}

/** Asks the pool for a new secret for the signed-in user (AssociateSoftwareToken). */
export const startAppSetup = async (email: string): Promise<AppSetup> => {
  await ensureAmplify();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(business.name, email).toString() };
};

/**
 * Checks a code from the app (VerifySoftwareToken), makes the app the preferred second step, then ends
 * this password-only session (its refresh token revoked): the next sign-in asks for a code.
 */
export const finishAppSetup = async (code: string): Promise<void> => {
  await ensureAmplify();
  await inOurWords(() => verifyTOTPSetup({ code }));
  await updateMFAPreference({ totp: 'PREFERRED' });
  await signOut();
};

const WRONG_CODE =
  'That code is not right. Enter the newest code your app shows (check the time on your phone is set automatically).';
const EXPIRED_STEP = 'This login step has expired. Please log in again.';

/** Cognito's refusals of an app code, in the site's words (its own speak of e-mailed codes). */
const inAppWords = (error: unknown): unknown => {
  if (!(error instanceof Error)) return error;
  const message =
    error.name === 'CodeMismatchException' || error.name === 'EnableSoftwareTokenMFAException'
      ? WRONG_CODE
      : error.name === 'NotAuthorizedException' && /session/i.test(error.message)
        ? EXPIRED_STEP
        : undefined;
  return message ? Object.assign(new Error(message, { cause: error }), { name: error.name }) : error;
};

const inOurWords = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw inAppWords(error);
  }
};

/** Leaves set-up half-way: the password-only session ends (an admin cannot use it anyway). */
export const abandonAppSetup = async (): Promise<void> => {
  await ensureAmplify();
  await signOut();
};

/** Answers the pool's SOFTWARE_TOKEN_MFA challenge with a code from the app. */
export const answerAppCode = async (code: string): Promise<void> => {
  await ensureAmplify();
  const { isSignedIn } = await inOurWords(() => confirmSignIn({ challengeResponse: code }));
  if (!isSignedIn) throw Object.assign(new Error(WRONG_CODE), { name: 'CodeMismatchException' });
};
