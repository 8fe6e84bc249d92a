import { createDispatcher } from '../lib/dispatcher';
import { myFeedback, submitFeedback } from './service';

export const handler = createDispatcher('feedback', {
  listMyFeedback: (_input, { caller }) => myFeedback(caller.sub),
  submitFeedback: ({ params, body }, { caller }) => submitFeedback(caller.sub, params.id, body),
});
