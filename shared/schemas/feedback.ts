import * as z from 'zod';
import { optionalText } from './fields';

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
