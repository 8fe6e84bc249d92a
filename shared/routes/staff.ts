import { IdParamsSchema } from '../schemas/params';
import {
  CredentialReportSchema,
  StaffDetailsSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffSchema,
  UpdateStaffSchema,
} from '../schemas/staff';
import { defineRoutes } from './define';

/** The routes of the team (issue 26): the office's register of staff, their hours, leave and credentials. */
export const staffRoutes = defineRoutes({
  /** The team, by name: active members by default; a search matches name or email. */
  listStaff: {
    method: 'GET',
    path: '/api/admin/staff',
    auth: 'admin',
    fn: 'staff',
    query: StaffListQuerySchema,
    response: StaffListSchema,
  },
  createStaff: {
    method: 'POST',
    path: '/api/admin/staff',
    auth: 'admin',
    fn: 'staff',
    body: StaffDetailsSchema,
    response: StaffSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** What runs out within the warning window, and whether "100% DBS checked" is true today. */
  staffCredentialReport: {
    method: 'GET',
    path: '/api/admin/staff/credentials',
    auth: 'admin',
    fn: 'staff',
    response: CredentialReportSchema,
  },
  getStaff: {
    method: 'GET',
    path: '/api/admin/staff/{id}',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    response: StaffSchema,
  },
  /** The whole record as the office's form holds it, at the version it was read (409 if it moved since). */
  updateStaff: {
    method: 'PUT',
    path: '/api/admin/staff/{id}',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: UpdateStaffSchema,
    response: StaffSchema,
  },
  /**
   * Invites the member to open their own account: a code mailed to their address (again, with a new
   * code, when asked again). 409 once they have joined, for a member who has left, or for an address
   * that already has an account on the site.
   */
  inviteStaff: {
    method: 'POST',
    path: '/api/admin/staff/{id}/invite',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    response: StaffSchema,
  },
  /** A member's own record, for their own account only (the office's routes answer them 403). */
  getMyStaffRecord: {
    method: 'GET',
    path: '/api/staff/me',
    auth: 'staff',
    fn: 'staff',
    response: StaffSchema,
  },
});
