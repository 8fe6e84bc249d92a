import * as z from 'zod';

/**
 * What the public site reads of the records (decision 035): the measured rating, the clients
 * served, the team's DBS share and the testimonials the office approved. Every figure is counted from
 * what the product holds; where there is nothing to count, the field says so (null) rather than
 * inventing one.
 */
export const PublicTestimonialSchema = z.strictObject({
  id: z.string(),
  /** The first name only, and the town of the visit: never more of who wrote it. */
  firstName: z.string(),
  town: z.string().optional(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** When the feedback was given (an ISO instant). */
  givenAt: z.string(),
});

export const PublicStatsSchema = z.strictObject({
  /** The average of every rating held, their count and the first one's date; null before any. */
  rating: z
    .strictObject({
      average: z.number().min(1).max(5),
      count: z.number().int().min(1),
      since: z.string(),
    })
    .nullable(),
  /** Distinct clients with at least one completed visit. */
  clientsServed: z.number().int().min(0),
  /** Active team members, and how many of them hold a current enhanced DBS today. */
  dbs: z.strictObject({ active: z.number().int().min(0), checked: z.number().int().min(0) }),
  testimonials: z.array(PublicTestimonialSchema),
});

export type PublicStats = z.infer<typeof PublicStatsSchema>;
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
