import { createDispatcher } from '../lib/dispatcher';
import { getMe, getStats, listUsers, updateMyAddress } from './service';

export const handler = createDispatcher('users', {
  getMe: (_input, { caller }) => getMe(caller),
  updateMyAddress: ({ body }, { caller }) => updateMyAddress(caller, body),
  listUsers: ({ query }) => listUsers(query),
  getStats: () => getStats(),
});
