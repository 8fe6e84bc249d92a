import { business, prices } from '@shared/business';

// Whole pounds read better in a sentence than formatMoney's £25.00.
const pounds = new Intl.NumberFormat(business.locale, {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

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
    body: `Recommend us to a friend and get ${pounds.format(prices.referralCredit)} credit when they book.`,
    action: 'Refer a Friend',
  },
  upcomingList: {
    heading: 'Upcoming Services',
    empty: 'Nothing booked yet. Book a service and it will appear here.',
  },
} as const;
