import { userRoutes } from '../../shared/routes/users';
import { getStats } from '../data/stats';
import { createDispatcher } from '../lib/dispatcher';
import { exportUsers, getMe, listUsers, updateMyAddress, updateMyProfile } from './service';

export const handler = createDispatcher('users', userRoutes, {
  getMe: (_input, { caller }) => getMe(caller),
  updateMyProfile: ({ body }, { caller }) => updateMyProfile(caller, body),
  updateMyAddress: ({ body }, { caller }) => updateMyAddress(caller, body),
  listUsers: ({ query }) => listUsers(query),
  exportUsers: ({ query }) => exportUsers(query),
  getStats: () => getStats(),
});
