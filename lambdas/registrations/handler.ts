import { createDispatcher } from '../lib/dispatcher';
import { listEnquiryPage } from './list';
import { receiveEnquiry } from './service';

export const handler = createDispatcher('registrations', {
  sendEnquiry: ({ body }, { idempotencyKey }) => receiveEnquiry(body, idempotencyKey),
  listEnquiries: ({ query }) => listEnquiryPage(query),
});
