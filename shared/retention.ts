/**
 * How long the company keeps each kind of record: the privacy policy states these, and an account's
 * deletion applies them (invoices are kept for the customer-records period, as tax law requires).
 * One module, read by the privacy page, the account page and the users function.
 */
export const retention = {
  /** Customer records (bookings, invoices): years after the last service. */
  customerRecordsYears: 6,
  employeeRecordsYears: 6,
  cctvDays: 30,
} as const;
