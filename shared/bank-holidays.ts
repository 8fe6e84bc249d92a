/**
 * Bank holidays in England and Wales, on which the terms' bank-holiday surcharge applies.
 *
 * Source: GOV.UK, "UK bank holidays" (https://www.gov.uk/bank-holidays, division england-and-wales),
 * as published on 2026-11-22. The 2028 dates follow the Banking and Financial Dealings Act 1971's
 * standing pattern (substitute days for weekends) and are to be checked against GOV.UK when it
 * publishes them; a special holiday proclaimed later must be added here.
 *
 * `coversUntil` is the last day this list speaks for. Bookings open 12 months ahead, so a unit test
 * fails once the list covers less than that (tests/unit/shared/bank-holidays.test.ts): renew it then.
 */
export const bankHolidays = {
  source: 'https://www.gov.uk/bank-holidays (england-and-wales)',
  checkedOn: '2026-11-22',
  coversUntil: '2028-12-31',
  days: {
    '2026-01-01': "New Year's Day",
    '2026-04-03': 'Good Friday',
    '2026-04-06': 'Easter Monday',
    '2026-05-04': 'Early May bank holiday',
    '2026-05-25': 'Spring bank holiday',
    '2026-08-31': 'Summer bank holiday',
    '2026-12-25': 'Christmas Day',
    '2026-12-28': 'Boxing Day (substitute day)',
    '2027-01-01': "New Year's Day",
    '2027-03-26': 'Good Friday',
    '2027-03-29': 'Easter Monday',
    '2027-05-03': 'Early May bank holiday',
    '2027-05-31': 'Spring bank holiday',
    '2027-08-30': 'Summer bank holiday',
    '2027-12-27': 'Christmas Day (substitute day)',
    '2027-12-28': 'Boxing Day (substitute day)',
    '2028-01-03': "New Year's Day (substitute day)",
    '2028-04-14': 'Good Friday',
    '2028-04-17': 'Easter Monday',
    '2028-05-01': 'Early May bank holiday',
    '2028-05-29': 'Spring bank holiday',
    '2028-08-28': 'Summer bank holiday',
    '2028-12-25': 'Christmas Day',
    '2028-12-26': 'Boxing Day',
  } as Readonly<Record<string, string>>,
} as const;

/** The bank holiday on a calendar date (YYYY-MM-DD), if it is one. */
export const bankHolidayOn = (date: string): string | undefined => bankHolidays.days[date];
