import type { SignOutInput } from 'aws-amplify/auth';

/**
 * Ends the Amplify session, its code loaded only when something signs out (Logout, an API 401 in the
 * portal, leaving or finishing the app set-up, a sign-in over someone else's session, a password change
 * that signs out everywhere): /auth and the portal's first load do not carry it.
 * Amplify's `signOut` and what it brings (token revocation, the OAuth sign-out) are 1.3 kB gzip.
 */
export const signOut = async (input?: SignOutInput): Promise<void> => {
  const amplify = await import('./amplify-sign-out');
  await amplify.signOut(input);
};
