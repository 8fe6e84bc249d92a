import { DURATION_HOURS } from '@shared/schemas/booking';

export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const bookingContent = {
  heading: 'Your Bookings',
  allHeading: 'All Bookings',
  book: 'Book a Service',
  loading: 'Loading bookings...',
  empty: 'No bookings yet. Book a service and it will appear here.',
  adminEmpty: 'No bookings yet.',
  failure: 'Failed to load bookings',
  staff: 'Staff',
  instructions: 'Instructions',
  client: 'Client',
  dialog: {
    title: 'Book a Service',
    description: "Choose a service, date and time. We'll confirm your appointment soon.",
    serviceType: 'Service type',
    choose: 'Select a service',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    durations: DURATION_HOURS.map((hours) => ({ value: hours, label: hoursLabel(hours) })),
    instructions: 'Special instructions (optional)',
    submit: 'Book Service',
    busy: 'Creating...',
    success: "Booking created successfully! We'll confirm your appointment soon.",
    failure: 'Failed to create booking',
  },
  actions: {
    staffName: 'Staff name (optional)',
    confirm: 'Confirm',
    cancel: 'Cancel',
    complete: 'Mark Complete',
    success: 'Booking status updated',
    failure: 'Failed to update booking status',
  },
} as const;
