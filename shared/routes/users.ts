import { AddressSchema } from '../schemas/address';
import { CsvFileSchema } from '../schemas/csv';
import { pageOf } from '../schemas/pagination';
import {
  MeSchema,
  MobileCodeSchema,
  ProfileDetailsSchema,
  StatsSchema,
  UserExportQuerySchema,
  UserListItemSchema,
  UserQuerySchema,
} from '../schemas/user';
import { defineRoutes } from './define';

/** The routes of users: the caller's own profile (me), and the office's clients and stats. */
export const userRoutes = defineRoutes({
  /** The caller's id, role and profile; the role comes from the verified token. */
  getMe: { method: 'GET', path: '/api/me', auth: 'account', fn: 'users', response: MeSchema },
  /** The client's own profile: name, phone, address, access notes, reminders. */
  updateMyProfile: {
    method: 'PUT',
    path: '/api/me/profile',
    auth: 'client',
    fn: 'users',
    body: ProfileDetailsSchema,
    response: MeSchema,
  },
  /**
   * Texts a new code to the profile's mobile, when texts are asked for and not on yet
   * (the first goes with the profile's save). Counted per account (MOBILE_CODE_LIMITS.sends).
   */
  sendMobileCode: {
    method: 'POST',
    path: '/api/me/mobile-code',
    auth: 'client',
    fn: 'users',
    response: MeSchema,
  },
  /** The code typed back: texts go on for the number it was texted to, with the consent recorded. */
  confirmMobileCode: {
    method: 'POST',
    path: '/api/me/mobile-code/confirm',
    auth: 'client',
    fn: 'users',
    body: MobileCodeSchema,
    response: MeSchema,
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
  getStats: { method: 'GET', path: '/api/admin/stats', auth: 'admin', fn: 'users', response: StatsSchema },
});
