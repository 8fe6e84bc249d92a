import { staffRoutes } from '../../shared/routes/staff';
import { createDispatcher } from '../lib/dispatcher';
import { createStaff, getStaff, listStaff, staffCredentialReport, updateStaff } from './service';

export const handler = createDispatcher('staff', staffRoutes, {
  listStaff: (input) => listStaff(input),
  createStaff: ({ body }, { idempotencyKey }) => createStaff(body, idempotencyKey),
  staffCredentialReport: () => staffCredentialReport(),
  getStaff: ({ params }) => getStaff(params.id),
  updateStaff: (input) => updateStaff(input),
});
