import { MFA_CLAIM } from '../../shared/auth';
import { topicOf } from '../../shared/realtime';
import { staffLinkOf } from '../data/staff-link';
import { callerFromClaims } from '../lib/caller';
import type { ConnectionClaims } from './authorizer';

/**
 * What a verified session may hear, decided here and never by the browser: admins who passed MFA the
 * office's topic; a team member their own visits (through their account's link to their record); anyone
 * else their own bookings, invoices and notices. An admin without MFA hears only what is theirs, as
 * the admin routes refuse them.
 */
export const topicsFor = async (claims: ConnectionClaims): Promise<string[]> => {
  const caller = callerFromClaims({
    sub: claims.sub,
    token_use: 'access',
    'cognito:groups': claims.groups.split(' ').filter(Boolean),
    [MFA_CLAIM]: claims.mfa,
  });
  if (!caller) return [];
  if (caller.isAdmin) return [topicOf.office];
  if (caller.isStaff) {
    // A member who has left hears nothing: their link ended with their record (lambdas/staff/leaving.ts).
    const link = await staffLinkOf(caller.sub);
    return link && !link.endedAt ? [topicOf.staff(link.staffId)] : [];
  }
  return [topicOf.user(caller.sub)];
};
