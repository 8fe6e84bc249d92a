import { business } from './business';

/** Today's date in the company's time zone (Europe/London) as YYYY-MM-DD. */
export const todayInLondon = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: business.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** How far ahead a booking may be made (DESIGN.md §7: at most 12 months). */
export const BOOKING_HORIZON_DAYS = 365;

/** The last date a booking may be made for today (Europe/London), as YYYY-MM-DD. */
export const latestBookableDate = (now: Date = new Date()): string => {
  const today = new Date(`${todayInLondon(now)}T12:00:00Z`);
  return new Date(today.getTime() + BOOKING_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
};

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** `05 Mar 2025`, the product's date format. */
export const formatDate = (value: string | Date): string =>
  new Intl.DateTimeFormat(business.locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: business.timeZone,
  }).format(
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
      : value,
  );

/** `£1,234.50`. */
export const formatMoney = (pounds: number): string =>
  new Intl.NumberFormat(business.locale, {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  }).format(pounds);
