import { IdParamsSchema } from '../schemas/params';
import {
  AdminReferralSchema,
  ClientReferralsSchema,
  GrantReferralSchema,
  MyReferralsSchema,
  ReferralParamsSchema,
  ReverseReferralSchema,
} from '../schemas/referral';
import { defineRoutes } from './define';

/**
 * Referrals (decision 034), served by the accounts function (which records them at
 * sign-up): the client's code and what it earned, and the office's view of one client's, with a
 * credit granted or reversed by hand.
 */
export const referralRoutes = defineRoutes({
  /** The client's code (made on the first read), their link's path, and the friends who used it. */
  getMyReferrals: {
    method: 'GET',
    path: '/api/me/referrals',
    auth: 'client',
    fn: 'accounts',
    response: MyReferralsSchema,
  },
  /** One client's referrals, with why any was refused or reversed and which invoices took the credit. */
  listClientReferrals: {
    method: 'GET',
    path: '/api/admin/users/{id}/referrals',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    response: ClientReferralsSchema,
  },
  /** A credit granted by hand, with the reason: to a friend's referral, or on its own. */
  grantReferral: {
    method: 'POST',
    path: '/api/admin/users/{id}/referrals',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    body: GrantReferralSchema,
    response: AdminReferralSchema,
    successStatus: 201,
  },
  /** An earned credit taken back, with the reason; 409 once an invoice has taken any of it. */
  reverseReferral: {
    method: 'POST',
    path: '/api/admin/users/{id}/referrals/{referralId}/reverse',
    auth: 'admin',
    fn: 'accounts',
    params: ReferralParamsSchema,
    body: ReverseReferralSchema,
    response: AdminReferralSchema,
  },
});
