export const overviewContent = {
  bookService: {
    heading: 'Book Service',
    body: 'Schedule a clean, ironing or childcare in a few steps.',
    action: 'Book Now',
  },
  upcoming: {
    heading: 'Upcoming Bookings',
    body: (count: number) => (count === 1 ? 'service scheduled' : 'services scheduled'),
  },
  /** The card's words and details load with its own chunk (features/referrals). */
  referral: { heading: 'Refer & Earn' },
  upcomingList: {
    heading: 'Upcoming Services',
    empty: 'Nothing booked yet. Book a service and it will appear here.',
  },
} as const;
