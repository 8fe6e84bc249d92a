import { CsvFileSchema } from '../schemas/csv';
import {
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  FeedbackSchema,
  SubmitFeedbackSchema,
} from '../schemas/feedback';
import { listOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/** The routes of feedback: a client's ratings of their visits, and the office's view of them. */
export const feedbackRoutes = defineRoutes({
  listMyFeedback: {
    method: 'GET',
    path: '/api/feedback',
    auth: 'client',
    fn: 'feedback',
    response: listOf(FeedbackSchema),
  },
  submitFeedback: {
    method: 'POST',
    path: '/api/bookings/{id}/feedback',
    auth: 'client',
    fn: 'feedback',
    params: IdParamsSchema,
    body: SubmitFeedbackSchema,
    response: FeedbackSchema,
    successStatus: 201,
  },
  /** Every client's feedback for the office, filtered, with the count and average rating of what matches. */
  listAllFeedback: {
    method: 'GET',
    path: '/api/admin/feedback',
    auth: 'admin',
    fn: 'feedback',
    query: AdminFeedbackQuerySchema,
    response: AdminFeedbackPageSchema,
  },
  /** The office's filtered feedback as a CSV file. */
  exportFeedback: {
    method: 'GET',
    path: '/api/admin/feedback/export',
    auth: 'admin',
    fn: 'feedback',
    query: AdminFeedbackQuerySchema.omit({ limit: true, cursor: true }),
    response: CsvFileSchema,
  },
});
