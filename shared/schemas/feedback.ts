import * as z from 'zod';
import { optionalText } from './fields';
import { PageQuerySchema } from './pagination';
import { searchField, sortField } from './search';

/**
 * The words a client agrees to when they tick "you may publish this": stored with the feedback, as
 * shown, so what they agreed to can be read back exactly.
 */
export const PUBLISH_CONSENT_WORDS =
  'You may show my rating and what I wrote on your website with my first name and town, once the office has read it. I can ask you to take it down at any time.';

/** What the comment field says when consent to publish is given with nothing to publish. */
export const PUBLISH_NEEDS_COMMENT = 'Please write a comment for us to publish, or untick the box';

/** The office's decisions on a piece the client agreed to publish. */
export const PUBLICATION_STATUSES = ['approved', 'declined'] as const;

export const SubmitFeedbackSchema = z
  .strictObject({
    rating: z.coerce
      .number({ error: 'Please select a rating' })
      .int('Please select a rating')
      .min(1, 'Please select a rating')
      .max(5, 'Please select a rating'),
    comment: optionalText('Comment', 1000),
    /**
     * The client agrees that the office may publish the rating and comment with their first
     * name and town (PUBLISH_CONSENT_WORDS). Off unless ticked; there must be a comment to publish.
     */
    publish: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.publish && !input.comment)
      context.addIssue({ code: 'custom', path: ['comment'], message: PUBLISH_NEEDS_COMMENT });
  });

export const FeedbackSchema = z.strictObject({
  id: z.string(),
  bookingId: z.string(),
  userId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().optional(),
  createdAt: z.string(),
  /** The client's consent to publish: when, and the exact words they agreed to. */
  publishConsent: z.strictObject({ at: z.string(), words: z.string() }).optional(),
  /** The office's decision on a consented piece: only an approved one is ever shown. */
  publication: z
    .strictObject({ status: z.enum(PUBLICATION_STATUSES), at: z.string(), by: z.string() })
    .optional(),
});

export type SubmitFeedback = z.infer<typeof SubmitFeedbackSchema>;
export type Feedback = z.infer<typeof FeedbackSchema>;

/** The office's feedback filters: a rating, a search by client name or email, newest or oldest first. */
export const AdminFeedbackQuerySchema = PageQuerySchema.extend({
  rating: z.coerce
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .optional(),
  q: searchField,
  order: sortField,
});

/** Feedback as the office reads it: with who gave it (while their account exists) and which visit. */
export const AdminFeedbackSchema = FeedbackSchema.extend({
  clientName: z.string().optional(),
  clientEmail: z.string().optional(),
  serviceType: z.string().optional(),
  serviceDate: z.string().optional(),
  serviceTime: z.string().optional(),
});

/** How many pieces of feedback the filters match, and their average rating (none when there are none). */
export const FeedbackSummarySchema = z.strictObject({
  count: z.number().int().min(0),
  average: z.number().min(1).max(5).nullable(),
});

/** A page of the office's feedback; the first page also carries the summary of everything the filters match. */
export const AdminFeedbackPageSchema = z.strictObject({
  items: z.array(AdminFeedbackSchema),
  nextCursor: z.string().optional(),
  summary: FeedbackSummarySchema.optional(),
});

export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuerySchema>;
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** The office's decision on publishing a piece of feedback the client agreed to publish. */
export const PublicationDecisionSchema = z.strictObject({
  status: z.enum(PUBLICATION_STATUSES, { error: 'Please choose approve or decline' }),
});
export type PublicationDecision = z.infer<typeof PublicationDecisionSchema>;
