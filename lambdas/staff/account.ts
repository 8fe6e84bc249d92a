import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Staff } from '../../shared/schemas/staff';
import { actorName } from '../data/profile';
import { invitationWrites } from '../data/sign-up';
import { staffInvitedUpdate } from '../data/staff';
import { currentStaffLinkOf } from '../data/staff-link';
import { failedCondition } from '../data/transaction';
import { writeTransaction } from '../data/write';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';
import { cognito, poolId } from '../lib/user-pool';
import { getStaff, staffMessages } from './service';

/** A member's own account: the office's invitation, and the record its holder may read. */
export const accountMessages = {
  joined: 'This member has already opened their account',
  inactive: 'This member has left the team. Make them active again before inviting them.',
  addressTaken:
    'This address already has an account on the site (a client’s or the office’s). A member of the team needs an address of their own: change it on their record first.',
  notOnTeam: 'This account is not linked to a member of the team',
} as const;

const hasSignIn = async (email: string): Promise<boolean> => {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }));
    // A sign-up left pending before decision 015 is no account: finishing the invitation replaces it.
    return user.UserStatus !== 'UNCONFIRMED';
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
};

/**
 * Sends (or sends again, with a new code) the office's invitation to a member: the sign-up request
 * carrying the member's id, its notice, and the record marked invited, in one transaction. Refused for
 * a member who has joined or left, and for an address that already signs in to the site: the team's
 * accounts are never clients' (the dispatcher refuses them clients' routes).
 */
export const inviteStaff = async (caller: Caller, id: string, now = new Date()): Promise<Staff> => {
  const member = await getStaff(id);
  if (member.account?.status === 'joined') throw new ConflictError(accountMessages.joined, 'already_joined');
  if (!member.active) throw new ConflictError(accountMessages.inactive, 'staff_inactive');
  if (await hasSignIn(member.email)) throw new ConflictError(accountMessages.addressTaken, 'account_exists');
  const at = now.toISOString();
  const account = { status: 'invited' as const, invitedAt: at, invitedBy: await actorName(caller) };
  try {
    await writeTransaction([
      staffInvitedUpdate(id, account, at, member.version),
      ...invitationWrites(member, now),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw new ConflictError(staffMessages.stale, 'stale');
    throw error;
  }
  return { ...member, account, updatedAt: at, version: member.version + 1 };
};

/**
 * The caller's own record: a staff account reads its own, found from the account's id, never a path;
 * 401 once they have left (data/staff-link.ts).
 */
export const getMyStaffRecord = async (caller: Caller): Promise<Staff> => {
  const link = await currentStaffLinkOf(caller.sub);
  if (!link) throw new NotFoundError(accountMessages.notOnTeam);
  return getStaff(link.staffId);
};
