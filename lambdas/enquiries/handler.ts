import { enquiryRoutes } from '../../shared/routes/enquiries';
import { createDispatcher } from '../lib/dispatcher';
import { exportEnquiries, inviteEnquirer, listEnquiries, updateEnquiryStatus } from './admin';
import { sendEnquiry } from './service';

export const handler = createDispatcher('enquiries', enquiryRoutes, {
  sendEnquiry: ({ body }, { idempotencyKey }) => sendEnquiry(body, idempotencyKey),
  sendMyEnquiry: ({ body }, { caller, idempotencyKey }) => sendEnquiry(body, idempotencyKey, caller.sub),
  listEnquiries: ({ query }) => listEnquiries(query),
  exportEnquiries: ({ query }) => exportEnquiries(query),
  updateEnquiryStatus: ({ params, body }, { caller }) => updateEnquiryStatus(caller, params.id, body),
  inviteEnquirer: ({ params }, { caller }) => inviteEnquirer(caller, params.id),
});
