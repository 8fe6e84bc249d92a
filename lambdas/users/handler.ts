import { childRoutes } from '../../shared/routes/children';
import { userRoutes } from '../../shared/routes/users';
import { getStats } from '../data/stats';
import { createDispatcher } from '../lib/dispatcher';
import { createChild, deleteChild, listClientChildren, listMyChildren, updateChild } from './children';
import {
  confirmMobileCode,
  exportUsers,
  getMe,
  listUsers,
  sendMobileCode,
  updateMyAddress,
  updateMyProfile,
} from './service';

export const handler = createDispatcher(
  'users',
  { ...userRoutes, ...childRoutes },
  {
    getMe: (_input, { caller }) => getMe(caller),
    updateMyProfile: ({ body }, { caller }) => updateMyProfile(caller, body),
    sendMobileCode: (_input, { caller }) => sendMobileCode(caller),
    confirmMobileCode: ({ body }, { caller }) => confirmMobileCode(caller, body.code),
    updateMyAddress: ({ body }, { caller }) => updateMyAddress(caller, body),
    listUsers: ({ query }) => listUsers(query),
    exportUsers: ({ query }) => exportUsers(query),
    getStats: () => getStats(),
    listMyChildren: (_input, { caller }) => listMyChildren(caller),
    createChild: ({ body }, { caller, idempotencyKey }) => createChild(caller, body, idempotencyKey),
    updateChild: ({ params, body }, { caller }) => updateChild(caller, params.id, body),
    deleteChild: ({ params }, { caller }) => deleteChild(caller, params.id),
    listClientChildren: ({ params }) => listClientChildren(params.id),
  },
);
