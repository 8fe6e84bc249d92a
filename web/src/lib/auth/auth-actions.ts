import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  updatePassword,
} from 'aws-amplify/auth';
import { authErrorContent as words } from '@/content/auth-errors';
import { ensureAmplify } from './configure-amplify';
import { needsAppSetup } from './mfa-actions';
import { signOut } from './sign-out';

/**
 * Where a sign-in lands: in the portal; at the code step of an account not yet verified; at the
 * authenticator code (an admin with an app); or at setting up an app (an admin without one).
 */
export type SignInOutcome = 'signed-in' | 'confirm-sign-up' | 'app-code' | 'app-setup';

const named = (name: string, message: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), { name });

/**
 * Every failure this module passes on speaks the site's words (content/auth-errors.ts), keeping
 * Cognito's name for it; one it has no words for goes on unchanged.
 */
const inOurWords = (error: unknown) => {
  const message = error instanceof Error ? words.byName[error.name] : undefined;
  return message && error instanceof Error ? named(error.name, message, error) : error;
};

/**
 * A failed sign-in says "Incorrect email or password", where Cognito says "username" (with the pool's
 * user-existence errors prevented, for a wrong password and an unknown email alike). cognito-local
 * answers a wrong password with InvalidPasswordException and an unknown email with
 * NotAuthorizedException 'User not authorized' (UserNotFoundException elsewhere): all read the same
 * here. A disabled account (a member of the team who has left) is told it is closed.
 */
const asSignInError = (error: unknown) => {
  if (!(error instanceof Error)) return error;
  const refused = error.name === 'NotAuthorizedException';
  const message =
    refused && /attempts exceeded/i.test(error.message)
      ? words.tooManyAttempts
      : refused && /disabled/.test(error.message)
        ? words.accountClosed
        : (refused && /incorrect|not authorized/i.test(error.message)) ||
            error.name === 'InvalidPasswordException' ||
            error.name === 'UserNotFoundException'
          ? words.wrongCredentials
          : undefined;
  return message ? named('NotAuthorizedException', message, error) : inOurWords(error);
};

/** Runs one of Amplify's calls, passing on its failure in the site's words. */
const speaking = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw inOurWords(error);
  }
};

const attemptSignIn = async (email: string, password: string): Promise<SignInOutcome> => {
  const { authFlow } = await ensureAmplify();
  const { isSignedIn, nextStep } = await signIn({
    username: email,
    password,
    options: { authFlowType: authFlow },
  });
  if (isSignedIn) return (await needsAppSetup()) ? 'app-setup' : 'signed-in';
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirm-sign-up';
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'app-code';
  throw named(
    'UnsupportedStep',
    'This account needs a sign-in step the site does not offer. Please contact us.',
  );
};

export const logIn = async (email: string, password: string): Promise<SignInOutcome> => {
  try {
    return await attemptSignIn(email, password);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException'))
      throw asSignInError(error);
    // A session left by someone else in this browser: end it, then sign in as the person typing.
    await signOut();
    return attemptSignIn(email, password).catch((again: unknown) => Promise.reject(asSignInError(again)));
  }
};

export interface NewAccount {
  fullName: string;
  email: string;
  /** A friend's referral code: from their link, or typed. */
  referralCode?: string;
}

/** The API client and the accounts routes, loaded on submit only: /auth has no other use for them. */
const accountsApi = () =>
  Promise.all([import('@/lib/api-client'), import('@shared/routes/accounts')]).then(
    ([{ callApi }, { accountRoutes }]) => ({ callApi, accountRoutes }),
  );

/**
 * Sign-up's first step, through the API (decision 015): a name and an address. The answer is the same
 * whether or not the address already has an account; a new one gets a code. Also "send a new code".
 */
export const createAccount = async (account: NewAccount): Promise<void> => {
  const { callApi, accountRoutes } = await accountsApi();
  const { referralCode, ...details } = account;
  await callApi(accountRoutes.signUp, {
    body: referralCode?.trim() ? { ...details, referralCode } : details,
  });
};

/** Sign-up's second step: the mailed code and the password chosen; the account exists afterwards. */
export const finishAccount = async (finish: { email: string; code: string; password: string }) => {
  const { callApi, accountRoutes } = await accountsApi();
  await callApi(accountRoutes.finishSignUp, { body: finish });
};

/** A sign-up left unconfirmed in Cognito before decision 015: its owner confirms it at login. */
export const confirmAccount = async (email: string, code: string): Promise<void> => {
  await ensureAmplify();
  await speaking(() => confirmSignUp({ username: email, confirmationCode: code }));
};

export const resendAccountCode = async (email: string): Promise<void> => {
  await ensureAmplify();
  await speaking(() => resendSignUpCode({ username: email }));
};

export const sendPasswordResetCode = async (email: string): Promise<void> => {
  await ensureAmplify();
  await speaking(() => resetPassword({ username: email }));
};

export const setNewPassword = async (email: string, code: string, newPassword: string): Promise<void> => {
  await ensureAmplify();
  await speaking(() => confirmResetPassword({ username: email, confirmationCode: code, newPassword }));
};

/**
 * Changes the signed-in user's password. With `everywhere`, every other session ends too (Cognito's
 * GlobalSignOut, which also ends this one: the caller sends the user to sign in again).
 */
export const changePassword = async (
  oldPassword: string,
  newPassword: string,
  everywhere: boolean,
): Promise<void> => {
  await ensureAmplify();
  try {
    await updatePassword({ oldPassword, newPassword });
  } catch (error) {
    throw error instanceof Error && error.name === 'InvalidPasswordException'
      ? named('NotAuthorizedException', 'Your current password is not right.')
      : error;
  }
  if (everywhere) await signOut({ global: true });
};

/** cognito-local (the local stack) has no GlobalSignOut: other devices can be signed out only in AWS. */
export const canSignOutEverywhere = async (): Promise<boolean> => !(await ensureAmplify()).cognitoEndpoint;
