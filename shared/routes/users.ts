import { AccountDeletionSchema, AccountExportSchema, DeleteAccountSchema } from '../schemas/account';
import { AddressSchema } from '../schemas/address';
import { CsvFileSchema } from '../schemas/csv';
import { pageOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import {
  MeSchema,
  ProfileDetailsSchema,
  StatsSchema,
  UserExportQuerySchema,
  UserListItemSchema,
  UserQuerySchema,
} from '../schemas/user';
import { defineRoutes } from './define';

/** The routes of users: the caller's own account (me), and the office's clients and stats. */
export const userRoutes = defineRoutes({
  /** The caller's id, role and profile; the role comes from the verified token. */
  getMe: { method: 'GET', path: '/api/me', auth: 'client', fn: 'users', response: MeSchema },
  /** The client's own profile: name, phone, address, access notes, reminders. */
  updateMyProfile: {
    method: 'PUT',
    path: '/api/me/profile',
    auth: 'client',
    fn: 'users',
    body: ProfileDetailsSchema,
    response: MeSchema,
  },
  /** A copy of everything held about the caller (UK GDPR access right); rate-limited. */
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    auth: 'client',
    fn: 'users',
    response: AccountExportSchema,
  },
  /** Erasure: future visits cancelled under the terms, bookings and feedback anonymised, invoices kept. */
  deleteMyAccount: {
    method: 'POST',
    path: '/api/me/delete',
    auth: 'client',
    fn: 'users',
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
  /** The client's saved address: the default for their bookings. */
  updateMyAddress: {
    method: 'PUT',
    path: '/api/me/address',
    auth: 'client',
    fn: 'users',
    body: AddressSchema,
    response: MeSchema,
  },
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    fn: 'users',
    query: UserQuerySchema,
    response: pageOf(UserListItemSchema),
  },
  /** The users list as CSV. */
  exportUsers: {
    method: 'GET',
    path: '/api/admin/users/export',
    auth: 'admin',
    fn: 'users',
    query: UserExportQuerySchema,
    response: CsvFileSchema,
  },
  /** One client's profile, visits, invoices, feedback and enquiries: the detail page and, on request, their export. */
  getClient: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    auth: 'admin',
    fn: 'users',
    params: IdParamsSchema,
    response: AccountExportSchema,
  },
  /** Deletes a client's account at their request, with the same effects as their own deletion. */
  deleteClientAccount: {
    method: 'POST',
    path: '/api/admin/users/{id}/delete',
    auth: 'admin',
    fn: 'users',
    params: IdParamsSchema,
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
  getStats: { method: 'GET', path: '/api/admin/stats', auth: 'admin', fn: 'users', response: StatsSchema },
});
