/**
 * Every portal query's key, declared once so a change invalidates exactly what it affects. Keys are
 * prefixes: invalidating `['bookings']` refreshes the client's list and the admin's alike.
 */
export const portalKeys = {
  me: ['me'],
  bookings: ['bookings'],
  myBookings: ['bookings', 'mine'],
  allBookings: ['bookings', 'all'],
  bookingNotices: ['bookings', 'notices'],
  /** Under bookings: any booking made or changed may change who is free. */
  availability: ['bookings', 'availability'],
  invoiceNotices: ['invoices', 'notices'],
  invoices: ['invoices'],
  myInvoices: ['invoices', 'mine'],
  allInvoices: ['invoices', 'all'],
  invoiceSummary: ['invoices', 'summary'],
  billable: ['invoices', 'billable'],
  myFeedback: ['feedback', 'mine'],
  allFeedback: ['feedback', 'all'],
  stats: ['admin', 'stats'],
  users: ['admin', 'users'],
  staff: ['admin', 'staff'],
  clients: ['admin', 'users', 'by-name'],
  clientPages: ['admin', 'users', 'client'],
  enquiries: ['admin', 'enquiries'],
  /** The key register: every list of keys, the office's and a client's page's. */
  keys: ['admin', 'keys'],
  checklists: ['admin', 'checklists'],
  /** A family's children. */
  myChildren: ['children', 'mine'],
  /** The client's keys the company holds. */
  myKeys: ['keys', 'mine'],
  /** A member of the team's own visits: under bookings, so any change to one refetches them. */
  myVisits: ['bookings', 'visit-day'],
  /**
   * An invoice's money: under invoices, so whatever changes an invoice (a payment recorded,
   * a realtime message) refreshes its payments too.
   */
  myInvoiceMoney: ['invoices', 'money', 'mine'],
  invoiceMoney: ['invoices', 'money', 'all'],
  /** The client's saved card, Direct Debit and auto-pay choice. */
  myPaymentMethods: ['payment-methods', 'mine'],
  /** A client's, as the office sees them: under the client's page, which shows them. */
  clientPaymentMethods: ['admin', 'users', 'client', 'payment-methods'],
  /** The client's referral code and credits: under invoices, whose issue takes a credit. */
  myReferrals: ['invoices', 'referrals', 'mine'],
  /** A client's, as the office sees them: under the client's page. */
  clientReferrals: ['admin', 'users', 'client', 'referrals'],
} as const;
