export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const bookingContent = {
  heading: 'Your Bookings',
  upcomingHeading: 'Coming up',
  pastHeading: 'Past and cancelled',
  allHeading: 'All Bookings',
  book: 'Book a Service',
  loading: 'Loading bookings...',
  empty: 'No bookings yet. Book a service and it will appear here.',
  adminEmpty: 'No bookings match.',
  failure: 'Failed to load bookings',
  staff: 'Staff',
  instructions: 'Instructions',
  accessNotes: 'Access',
  address: 'Address',
  estimate: 'Estimate',
  byQuote: 'Priced by quote',
  client: 'Client',
  series: { weekly: 'Weekly visit', fortnightly: 'Fortnightly visit' },
  moved: (from: string) => `Moved from ${from}`,
  cancelledByOffice: 'Cancelled by the office',
  cancelledByClient: 'Cancelled by you',
  fee: (amount: string) => `Cancellation fee ${amount}, added to your next invoice`,
  deposit: (amount: string, invoiceNumber: string) =>
    `Deposit ${amount} for a first deep clean (invoice ${invoiceNumber}), taken off this visit’s invoice once paid.`,
  noFee: 'No cancellation fee',
  dialog: {
    title: 'Book a Service',
    description: "Choose a service, date and time. We'll confirm your appointment soon.",
  },
} as const;
