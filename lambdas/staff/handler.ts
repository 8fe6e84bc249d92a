import { staffRoutes } from '../../shared/routes/staff';
import { createDispatcher } from '../lib/dispatcher';
import { getMyStaffRecord, inviteStaff } from './account';
import { createStaff, getStaff, listStaff, staffCredentialReport, updateStaff } from './service';

export const handler = createDispatcher('staff', staffRoutes, {
  listStaff: (input) => listStaff(input),
  createStaff: ({ body }, { idempotencyKey }) => createStaff(body, idempotencyKey),
  staffCredentialReport: () => staffCredentialReport(),
  getStaff: ({ params }) => getStaff(params.id),
  updateStaff: (input) => updateStaff(input),
  inviteStaff: ({ params }, { caller }) => inviteStaff(caller, params.id),
  getMyStaffRecord: (_input, { caller }) => getMyStaffRecord(caller),
});
