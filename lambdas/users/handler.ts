import { createDispatcher } from '../lib/dispatcher';
import { listUsers, me, stats } from './service';

export const handler = createDispatcher('users', {
  getMe: (_input, { caller }) => me(caller),
  listUsers: ({ query }) => listUsers(query),
  getStats: () => stats(),
});
