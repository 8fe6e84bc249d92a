export const feedbackContent = {
  heading: 'Your Feedback',
  leave: 'Leave Feedback',
  given: 'Feedback Submitted',
  loading: 'Loading feedback...',
  empty: 'No feedback yet. Once a service is completed you can rate it from the Bookings tab.',
  failure: 'Failed to load feedback',
  rated: (stars: number) => `Rated ${stars} out of 5`,
  dialog: {
    title: 'Rate your service',
    rating: 'Rating',
    star: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    ratingRequired: 'Please select a rating',
    comment: 'Comment (optional)',
    submit: 'Submit Feedback',
    busy: 'Submitting...',
    success: 'Thank you for your feedback!',
    failure: 'Failed to submit feedback',
  },
  /**
   * The same invitation after every piece of feedback, whatever the rating: nothing here may
   * depend on what the client said (the CMA and Google forbid asking only happy clients).
   */
  invitation: {
    body: 'Thank you. We ask every client the same thing, whatever their rating: if you have a minute, a public review helps people nearby decide.',
    link: 'Leave a public review',
    opensElsewhere: '(opens another site)',
  },
} as const;

/** The office's Feedback tab. */
export const adminFeedbackContent = {
  heading: 'Client Feedback',
  loading: 'Loading feedback...',
  empty: 'No feedback matches these filters.',
  failure: 'Failed to load feedback',
  filters: 'Filter feedback',
  search: 'Search by client name or email',
  rating: 'Rating',
  anyRating: 'Any rating',
  stars: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  order: 'Sort by date',
  orders: { newest: 'Newest first', oldest: 'Oldest first' },
  clear: 'Clear filters',
  summary: (count: number, average: number | null) =>
    count === 0
      ? 'No feedback matches.'
      : `Average ${average?.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  rated: (stars: number) => `Rated ${stars} out of 5`,
  noComment: 'No comment left.',
  given: (date: string) => `Given ${date}`,
  deletedClient: 'Account deleted',
  visit: (service: string, date: string) => `${service} on ${date}`,
  openVisit: 'Open the visit',
  /** The office's decision on publishing a piece the client agreed to publish. */
  publication: {
    consented: (date: string) => `The client agreed on ${date} that we may publish this.`,
    status: {
      waiting: 'Not published yet.',
      approved: 'Published on the testimonials page.',
      declined: 'Not published.',
    },
    approve: 'Publish',
    decline: 'Do not publish',
    withdraw: 'Take it down',
    saved: { approved: 'Published on the testimonials page', declined: 'Not published' },
    failure: 'The decision was not saved',
  },
} as const;
