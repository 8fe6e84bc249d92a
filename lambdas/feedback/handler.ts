import { feedbackRoutes } from '../../shared/routes/feedback';
import { createDispatcher } from '../lib/dispatcher';
import { exportFeedback, listAllFeedback } from './admin';
import { decidePublication, publicStats } from './publication';
import { listMyFeedback, submitFeedback } from './service';

export const handler = createDispatcher('feedback', feedbackRoutes, {
  listMyFeedback: (_input, { caller }) => listMyFeedback(caller.sub),
  submitFeedback: ({ params, body }, { caller }) => submitFeedback(caller.sub, params.id, body),
  listAllFeedback: ({ query }) => listAllFeedback(query),
  exportFeedback: ({ query }) => exportFeedback(query),
  decidePublication: ({ params, body }, { caller }) => decidePublication(params.id, body, caller),
  publicStats: () => publicStats(),
});
