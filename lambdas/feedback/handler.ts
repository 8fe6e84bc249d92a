import { createDispatcher } from '../lib/dispatcher';
import { listMyFeedback, submitFeedback } from './service';

export const handler = createDispatcher('feedback', {
  listMyFeedback: (_input, { caller }) => listMyFeedback(caller.sub),
  submitFeedback: ({ params, body }, { caller }) => submitFeedback(caller.sub, params.id, body),
});
