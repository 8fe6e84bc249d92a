import { accountDataRoutes } from '../../shared/routes/account-data';
import { accountRoutes } from '../../shared/routes/accounts';
import { referralRoutes } from '../../shared/routes/referrals';
import { createDispatcher } from '../lib/dispatcher';
import { collectAccount, deleteClientAccount, deleteMyAccount, exportMyData } from './account';
import { getMyReferrals, grantClientReferral, listClientReferrals, reverseClientReferral } from './referrals';
import { finishSignUp, signUp } from './service';

export const handler = createDispatcher(
  'accounts',
  { ...accountRoutes, ...accountDataRoutes, ...referralRoutes },
  {
    signUp: ({ body }) => signUp(body),
    finishSignUp: ({ body }) => finishSignUp(body),
    exportMyData: (_input, { caller }) => exportMyData(caller),
    deleteMyAccount: (_input, { caller }) => deleteMyAccount(caller),
    getClient: ({ params }) => collectAccount(params.id),
    deleteClientAccount: ({ params, body }, { caller }) => deleteClientAccount(caller, params.id, body),
    getMyReferrals: (_input, { caller }) => getMyReferrals(caller),
    listClientReferrals: ({ params }) => listClientReferrals(params.id),
    grantReferral: ({ params, body }, { caller }) => grantClientReferral(caller, params.id, body),
    reverseReferral: ({ params, body }, { caller }) => reverseClientReferral(caller, params, body),
  },
);
