import {
  AccountDeletionSchema,
  AccountExportSchema,
  DeleteAccountSchema,
  OfficeDeleteAccountSchema,
} from '../schemas/account';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/** The accounts function's routes for an account's data: the client's own export and erasure, or the office's. */
export const accountDataRoutes = defineRoutes({
  /** A copy of everything held about the caller (UK GDPR access right); rate-limited. */
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    auth: 'client',
    fn: 'accounts',
    response: AccountExportSchema,
  },
  /**
   * Erasure: future visits cancelled under the terms, bookings and feedback anonymised, invoices kept;
   * refused (409 amounts_owed) while anything is owed (decision 016).
   */
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
  /**
   * Deletes a client's account at their request, with the same effects as their own deletion, a reason
   * and an erasure record of who did it; rate-limited per admin.
   */
  deleteClientAccount: {
    method: 'POST',
    path: '/api/admin/users/{id}/delete',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    body: OfficeDeleteAccountSchema,
    response: AccountDeletionSchema,
  },
});
