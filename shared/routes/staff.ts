import { IdParamsSchema } from '../schemas/params';
import {
  CredentialReportSchema,
  StaffDetailsSchema,
  StaffExportSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffSchema,
  StaffVersionSchema,
  UpdateStaffSchema,
} from '../schemas/staff';
import { defineRoutes } from './define';

/** The routes of the team: the office's register of staff, their hours, leave and credentials. */
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
  /**
   * Marks a member as left: their sign-in closed and signed out everywhere, their account's
   * link ended, an unused invitation withdrawn, in one request. 409 `staff_has_work` with an issue per
   * visit to come (`visits.<id>`) and key held (`keys.<id>`) while they have any; 409 `stale` when the
   * record changed since the version read. Answered as it is for a member already marked as left.
   */
  deactivateStaff: {
    method: 'POST',
    path: '/api/admin/staff/{id}/deactivate',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: StaffVersionSchema,
    response: StaffSchema,
  },
  /** Makes a member who left active again: record, link and sign-in. 409 `not_left` or `stale`. */
  reactivateStaff: {
    method: 'POST',
    path: '/api/admin/staff/{id}/reactivate',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: StaffVersionSchema,
    response: StaffSchema,
  },
  /**
   * A copy of everything held about the calling member (UK GDPR access right), as a client
   * has theirs; rate-limited as a client's export is.
   */
  exportMyStaffData: {
    method: 'GET',
    path: '/api/staff/me/export',
    auth: 'staff',
    fn: 'staff',
    response: StaffExportSchema,
  },
  /** The same copy for the office to send a member who asks, or who has left and cannot sign in. */
  exportStaffData: {
    method: 'GET',
    path: '/api/admin/staff/{id}/export',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    response: StaffExportSchema,
  },
  /**
   * A former member's sign-in deleted for good at their request (refused, 409, while they are
   * on the team: mark them as left first). Their record stays, as an employee record.
   */
  deleteStaffSignIn: {
    method: 'POST',
    path: '/api/admin/staff/{id}/sign-in/delete',
    auth: 'admin',
    fn: 'staff',
    params: IdParamsSchema,
    body: StaffVersionSchema,
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
