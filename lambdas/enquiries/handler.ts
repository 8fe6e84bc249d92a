import { createDispatcher } from '../lib/dispatcher';
import { listEnquiries, sendEnquiry } from './service';

export const handler = createDispatcher('enquiries', {
  sendEnquiry: ({ body }, { idempotencyKey }) => sendEnquiry(body, idempotencyKey),
  listEnquiries: ({ query }) => listEnquiries(query),
});
