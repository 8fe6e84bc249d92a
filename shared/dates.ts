import { business } from './business';

/** Made once: a formatter is costly to build, and the booking rules ask for today hundreds of times. */
const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: business.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the company's time zone (Europe/London) as YYYY-MM-DD. */
export const todayInLondon = (now: Date = new Date()): string => londonDay.format(now);

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

/** `£1,234.50` from integer pence, the unit money is kept in. */
export const formatPence = (amountPence: number): string => formatMoney(amountPence / 100);
