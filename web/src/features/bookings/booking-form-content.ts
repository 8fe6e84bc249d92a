import { business, hours, policy } from '@shared/business';
import { hoursLabel } from './content';

/** The rules a client reads before booking, from the same constants the server enforces. */
export const bookingRulesSummary = [
  `${hours.weekdays}, ${hours.saturday}. Childcare and babysitting run from ${policy.careHours.opens}am to ${policy.careHours.closes - 12}pm, Monday to Saturday.`,
  `Book at least ${policy.bookingLeadHours} hours ahead and up to ${policy.bookingHorizonMonths} months ahead. For Sundays and anything sooner, call ${business.phone}.`,
  `Cancel or move free with ${policy.cancellationNoticeHours} hours' notice; under ${policy.cancellationNoticeHours} hours ${policy.lateCancellationChargePercent}%, under ${policy.veryLateCancellationHours} hours ${policy.veryLateCancellationChargePercent}% of the estimate.`,
] as const;

/** The booking form's words: loaded with the form, not with the lists. */
export const bookingFormContent = {
  dialog: {
    title: 'Book a Service',
    description: "Choose a service, date and time. We'll confirm your appointment soon.",
    serviceType: 'Service type',
    choose: 'Select a service',
    repeat: 'How often',
    repeatOptions: [
      { value: 'once', label: 'One visit' },
      { value: 'weekly', label: 'Every week' },
      { value: 'fortnightly', label: 'Every two weeks' },
    ],
    ends: 'Ends',
    endsOptions: [
      { value: 'visits', label: 'After a number of visits' },
      { value: 'until', label: 'On a date' },
    ],
    visits: 'Number of visits',
    until: 'Last visit on or before',
    date: 'Date',
    time: 'Time',
    chooseTime: 'Select a time',
    noTimes: 'No start times left on this date. Please choose another date.',
    duration: 'Duration',
    address: 'Service address',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    town: 'Town',
    postcode: 'Postcode',
    saveAddress: 'Save as my address for future bookings',
    accessNotes: 'Access notes (optional)',
    accessHint: 'Keys, alarm or gate codes, parking',
    instructions: 'Special instructions (optional)',
    rulesHeading: 'Before you book',
    termsLink: 'Read the full terms',
    submit: 'Book Service',
    submitSeries: (visits: number) => `Book ${visits} Visits`,
    busy: 'Creating...',
    success: "Booking created successfully! We'll confirm your appointment soon.",
    successSeries: (visits: number) => `${visits} visits booked! We'll confirm them soon.`,
    failure: 'Failed to create booking',
  },
  estimateLines: {
    heading: 'Price estimate',
    rate: (rate: string, hours: number) => `${rate} an hour × ${hoursLabel(hours)}`,
    bankHoliday: (name: string, percent: number) => `${name}: bank holiday surcharge (${percent}%)`,
    discount: (percent: number) => `Regular-service discount (${percent}%)`,
    perVisit: 'Each visit',
    total: 'Estimate',
    seriesTotal: (visits: number, first: string, last: string) => `${visits} visits, ${first} to ${last}`,
    byQuote: 'Commercial cleaning is priced by quote: we will contact you with a price before confirming.',
  },
} as const;
