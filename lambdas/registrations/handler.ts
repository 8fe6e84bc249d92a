import { createDispatcher } from '../lib/dispatcher';
import { receiveEnquiry } from './service';

export const handler = createDispatcher('registrations', {
  sendEnquiry: ({ body }, { idempotencyKey }) => receiveEnquiry(body, idempotencyKey),
});
