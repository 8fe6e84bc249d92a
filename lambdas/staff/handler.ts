import { houseKeyRoutes } from '../../shared/routes/house-keys';
import { staffRoutes } from '../../shared/routes/staff';
import { createDispatcher } from '../lib/dispatcher';
import { getMyStaffRecord, inviteStaff } from './account';
import { exportMyStaffData, staffDataOf } from './data-rights';
import { createKey, getRegisteredKey, listKeys, listMyKeys, loseKey, moveKey } from './house-keys';
import { deactivateStaff, deleteStaffSignIn, reactivateStaff } from './leaving';
import { createStaff, getStaff, listStaff, staffCredentialReport, updateStaff } from './service';

export const handler = createDispatcher(
  'staff',
  { ...staffRoutes, ...houseKeyRoutes },
  {
    listStaff: (input) => listStaff(input),
    createStaff: ({ body }, { idempotencyKey }) => createStaff(body, idempotencyKey),
    staffCredentialReport: () => staffCredentialReport(),
    getStaff: ({ params }) => getStaff(params.id),
    updateStaff: (input) => updateStaff(input),
    inviteStaff: ({ params }, { caller }) => inviteStaff(caller, params.id),
    deactivateStaff: ({ params, body }, { caller }) => deactivateStaff(caller, params.id, body),
    reactivateStaff: ({ params, body }, { caller }) => reactivateStaff(caller, params.id, body),
    getMyStaffRecord: (_input, { caller }) => getMyStaffRecord(caller),
    exportMyStaffData: (_input, { caller }) => exportMyStaffData(caller),
    exportStaffData: ({ params }) => staffDataOf(params.id),
    deleteStaffSignIn: ({ params, body }, { caller }) => deleteStaffSignIn(caller, params.id, body),
    listKeys: (input) => listKeys(input),
    createKey: ({ body }, { idempotencyKey }) => createKey(body, idempotencyKey),
    getKey: ({ params }) => getRegisteredKey(params.id),
    moveKey: ({ params, body }) => moveKey(params.id, body),
    loseKey: ({ params, body }) => loseKey(params.id, body),
    listMyKeys: (_input, { caller }) => listMyKeys(caller),
  },
);
