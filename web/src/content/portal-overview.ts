import { referralRule } from './referral-rule';

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
  referral: {
    heading: 'Refer & Earn',
    body: referralRule.short,
    /** The rule in full, under the card's details. */
    rule: referralRule.full,
    howItWorks: 'How it works',
  },
  upcomingList: {
    heading: 'Upcoming Services',
    empty: 'Nothing booked yet. Book a service and it will appear here.',
  },
} as const;
