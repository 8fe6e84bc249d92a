import * as z from 'zod';

/** The one error body of the whole API. */
export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
  /**
   * With 409 `slot_taken`: the start times someone is still free for on the date asked, so
   * the client chooses again without asking.
   */
  freeTimes: z.array(z.string()).optional(),
});

export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
