import { MFA_CLAIM, MFA_TOTP } from '../../shared/auth';
import { ADMIN_GROUP, STAFF_GROUP } from '../../shared/http';

/** Who is calling, from claims an authorizer has already verified. */
export interface Caller {
  sub: string;
  username: string;
  groups: string[];
  /** In the admins group and signed in with their authenticator app: the only caller admin routes serve. */
  isAdmin: boolean;
  /** In the admins group, but this session did not pass MFA: admin routes answer 403 `mfa_required`. */
  adminWithoutMfa: boolean;
  /** In the staff group (and not an admin): a team member, refused the clients' routes and the office's. */
  isStaff: boolean;
}

type Claims = Record<string, string | number | boolean | string[]> | undefined;

/**
 * API Gateway's JWT authorizer flattens array claims into a string such as `[admins other]`; tests
 * and other callers may pass a real array. Both forms are read the same way.
 */
export const parseGroups = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
};

export const callerFromClaims = (claims: Claims): Caller | undefined => {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  // The API takes access tokens only; an ID token for the same client would also pass the authorizer.
  if (claims?.token_use !== 'access') return undefined;
  const groups = parseGroups(claims?.['cognito:groups']);
  const username = typeof claims?.username === 'string' ? claims.username : sub;
  const inAdminGroup = groups.includes(ADMIN_GROUP);
  // Set by the pool's pre-token-generation trigger from the user's MFA settings, inside a token the
  // authorizer has verified: a token the browser made up never gets this far.
  const passedMfa = claims?.[MFA_CLAIM] === MFA_TOTP;
  return {
    sub,
    username,
    groups,
    isAdmin: inAdminGroup && passedMfa,
    adminWithoutMfa: inAdminGroup && !passedMfa,
    isStaff: groups.includes(STAFF_GROUP) && !inAdminGroup,
  };
};
