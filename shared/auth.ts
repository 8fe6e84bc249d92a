/**
 * Password rule (NIST SP 800-63B): at least this many characters, no composition rules.
 * The user pool, the local pool and the sign-up form all read it.
 */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The claim the pre-token-generation trigger (lambdas/users/pre-token-generation.ts) puts in every
 * token it issues, read by the API on admin routes (lambdas/lib/caller.ts). Its value is worked out on
 * the server from the user's MFA settings in the pool, never from anything the browser sends.
 */
export const MFA_CLAIM = 'pbhs:mfa';
/** The user has a verified authenticator app, so Cognito asked for its code at this sign-in. */
export const MFA_TOTP = 'totp';
/** No second factor: a client, or an admin who has not set up an authenticator app yet. */
export const MFA_NONE = 'none';

/**
 * How long each token lives, in AWS and in the local pool alike. Access and ID tokens are short-lived
 * (an admin's session that lost MFA, or was revoked, ends within this time); the refresh token is
 * revoked on sign-out (Amplify's signOut calls RevokeToken when the client has revocation on).
 */
export const TOKEN_VALIDITY = {
  accessMinutes: 15,
  idMinutes: 15,
  refreshDays: 30,
} as const;
