import { PUBLIC_STATS_CACHE_CONTROL } from '../caching';
import { CsvFileSchema } from '../schemas/csv';
import {
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  FeedbackSchema,
  PublicationDecisionSchema,
  SubmitFeedbackSchema,
} from '../schemas/feedback';
import { listOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import { PublicStatsSchema } from '../schemas/reviews';
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
  /**
   * The office approves or declines publishing a piece the client agreed to publish. `id` is
   * the visit's (a visit has one piece of feedback).
   */
  decidePublication: {
    method: 'PUT',
    path: '/api/admin/feedback/{id}/publication',
    auth: 'admin',
    fn: 'feedback',
    params: IdParamsSchema,
    body: PublicationDecisionSchema,
    response: FeedbackSchema,
  },
  /**
   * What the public pages show of the records (decision 035): the measured rating, clients served, the
   * team's DBS share and approved testimonials. Cached briefly: it changes with feedback, not per visitor.
   */
  publicStats: {
    method: 'GET',
    path: '/api/public/stats',
    auth: 'public',
    fn: 'feedback',
    response: PublicStatsSchema,
    publicThrottle: true,
    cacheControl: PUBLIC_STATS_CACHE_CONTROL,
  },
});
