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
} as const;
