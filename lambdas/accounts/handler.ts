import { createDispatcher } from '../lib/dispatcher';
import { signUp } from './service';

export const handler = createDispatcher('accounts', {
  signUp: ({ body }) => signUp(body),
});
