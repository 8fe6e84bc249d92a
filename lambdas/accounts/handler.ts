import { accountDataRoutes } from '../../shared/routes/account-data';
import { accountRoutes } from '../../shared/routes/accounts';
import { createDispatcher } from '../lib/dispatcher';
import { collectAccount, deleteClientAccount, deleteMyAccount, exportMyData } from './account';
import { finishSignUp, signUp } from './service';

export const handler = createDispatcher(
  'accounts',
  { ...accountRoutes, ...accountDataRoutes },
  {
    signUp: ({ body }) => signUp(body),
    finishSignUp: ({ body }) => finishSignUp(body),
    exportMyData: (_input, { caller }) => exportMyData(caller),
    deleteMyAccount: (_input, { caller }) => deleteMyAccount(caller),
    getClient: ({ params }) => collectAccount(params.id),
    deleteClientAccount: ({ params, body }, { caller }) => deleteClientAccount(caller, params.id, body),
  },
);
