import { ratingSentence } from '@shared/reviews';

/**
 * The words around the figures the public pages read from the records (decision 035). The
 * pre-rendered pages carry only these words; the figures arrive once the page has read them.
 */
export const measuredContent = {
  /** Shown before the figures arrive, and instead of a rating when there is none yet. */
  neutral: 'Every rating here is counted from the feedback clients give after their visits.',
  loading: 'Reading the figures from our records',
  rating: ratingSentence,
  ratingLabel: (average: number) => `Average rating ${average.toFixed(1)} out of 5`,
  stats: {
    heading: 'Counted from our records, not claimed',
    clientsServed: 'Clients served',
    dbs: 'Team with a current enhanced DBS',
    /** Insurance is a fact of the policy, not of the records: words, never a percentage. */
    insured: { text: 'Fully insured', label: 'Public liability cover' },
    rating: (count: number, since: string) =>
      `Average from ${count} ${count === 1 ? 'review' : 'reviews'} since ${since.slice(0, 4)}`,
    noRating: { text: 'Every visit', label: 'Asked for feedback, whatever it was like' },
    /** A figure the page could not read: a dash, never a guess. */
    unavailable: '–',
  },
  testimonials: {
    waiting: 'Reviews that clients agreed to publish appear here.',
    none: 'No client has published a review here yet. Every client is asked for feedback after each visit, and only those who agree are shown, with their first name and town.',
    where: (testimonial: { firstName: string; town?: string }) =>
      [testimonial.firstName, testimonial.town].filter(Boolean).join(', '),
    given: (at: string) =>
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
        new Date(at),
      ),
  },
} as const;
