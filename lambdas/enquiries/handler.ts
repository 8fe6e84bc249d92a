import { enquiryRoutes } from '../../shared/routes/enquiries';
import { priceRoutes } from '../../shared/routes/prices';
import { createDispatcher } from '../lib/dispatcher';
import { exportEnquiries, inviteEnquirer, listEnquiries, updateEnquiryStatus } from './admin';
import { priceVisit } from './prices';
import { sendEnquiry } from './service';

export const handler = createDispatcher(
  'enquiries',
  { ...enquiryRoutes, ...priceRoutes },
  {
    sendEnquiry: ({ body }, { idempotencyKey }) => sendEnquiry(body, idempotencyKey),
    sendMyEnquiry: ({ body }, { caller, idempotencyKey }) => sendEnquiry(body, idempotencyKey, caller.sub),
    listEnquiries: ({ query }) => listEnquiries(query),
    exportEnquiries: ({ query }) => exportEnquiries(query),
    updateEnquiryStatus: ({ params, body }, { caller }) => updateEnquiryStatus(caller, params.id, body),
    inviteEnquirer: ({ params }, { caller }) => inviteEnquirer(caller, params.id),
    instantPrice: ({ body }) => priceVisit(body),
  },
);
