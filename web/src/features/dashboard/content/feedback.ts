export const feedbackContent = {
  heading: 'Your Feedback',
  leave: 'Leave Feedback',
  given: 'Feedback Submitted',
  loading: 'Loading feedback...',
  empty: 'No feedback yet. Once a service is completed you can rate it from the Bookings tab.',
  failure: 'Failed to load feedback',
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
