import { AccountDeletionSchema, AccountExportSchema, DeleteAccountSchema } from '../schemas/account';
import { IdParamsSchema } from '../schemas/params';
import { SignUpReceiptSchema, SignUpRequestSchema } from '../schemas/sign-up';
import { defineRoutes } from './define';

/** The routes of accounts: sign-up, and an account's export and erasure (the client's own, or by the office). */
export const accountRoutes = defineRoutes({
  /**
   * Sign-up (issue 17 item 6, decision 008): one answer whether or not the address has an account; its
   * owner is mailed instead. A pending (unconfirmed) sign-up for the address is replaced.
   */
  signUp: {
    method: 'POST',
    path: '/api/accounts',
    auth: 'public',
    fn: 'accounts',
    body: SignUpRequestSchema,
    response: SignUpReceiptSchema,
    successStatus: 202,
    publicThrottle: true,
  },
  /** A copy of everything held about the caller (UK GDPR access right); rate-limited. */
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    auth: 'client',
    fn: 'accounts',
    response: AccountExportSchema,
  },
  /** Erasure: future visits cancelled under the terms, bookings and feedback anonymised, invoices kept. */
  deleteMyAccount: {
    method: 'POST',
    path: '/api/me/delete',
    auth: 'client',
    fn: 'accounts',
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
  /** One client's profile, visits, invoices, feedback and enquiries: the detail page and, on request, their export. */
  getClient: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    response: AccountExportSchema,
  },
  /** Deletes a client's account at their request, with the same effects as their own deletion. */
  deleteClientAccount: {
    method: 'POST',
    path: '/api/admin/users/{id}/delete',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
});
