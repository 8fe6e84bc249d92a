import { createDispatcher } from '../lib/dispatcher';
import { collectAccount, deleteAccount, deleteMyAccount, exportMyData } from './account';
import { exportUsers, getMe, getStats, listUsers, updateMyAddress, updateMyProfile } from './service';

export const handler = createDispatcher('users', {
  getMe: (_input, { caller }) => getMe(caller),
  updateMyProfile: ({ body }, { caller }) => updateMyProfile(caller, body),
  updateMyAddress: ({ body }, { caller }) => updateMyAddress(caller, body),
  exportMyData: (_input, { caller }) => exportMyData(caller),
  deleteMyAccount: (_input, { caller }) => deleteMyAccount(caller),
  listUsers: ({ query }) => listUsers(query),
  exportUsers: ({ query }) => exportUsers(query),
  getClient: ({ params }) => collectAccount(params.id),
  deleteClientAccount: ({ params }) => deleteAccount(params.id, 'office'),
  getStats: () => getStats(),
});
