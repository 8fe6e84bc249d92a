import { createDispatcher } from '../lib/dispatcher';
import { getMe, getStats, listUsers } from './service';

export const handler = createDispatcher('users', {
  getMe: (_input, { caller }) => getMe(caller),
  listUsers: ({ query }) => listUsers(query),
  getStats: () => getStats(),
});
