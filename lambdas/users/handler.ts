import { createDispatcher } from '../lib/dispatcher';
import { UnauthorizedError } from '../lib/errors';

export const handler = createDispatcher('users', {
  getMe: async (_input, { caller }) => {
    if (!caller) throw new UnauthorizedError();
    return { id: caller.sub, isAdmin: caller.isAdmin };
  },
});
