import * as z from 'zod';
import { optionalText } from './fields';
import { PageQuerySchema } from './pagination';
import { searchField, sortField } from './search';

export const SubmitFeedbackSchema = z.strictObject({
  rating: z.coerce
    .number({ error: 'Please select a rating' })
    .int('Please select a rating')
    .min(1, 'Please select a rating')
    .max(5, 'Please select a rating'),
  comment: optionalText('Comment', 1000),
});

export const FeedbackSchema = z.strictObject({
  id: z.string(),
  bookingId: z.string(),
  userId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().optional(),
  createdAt: z.string(),
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
