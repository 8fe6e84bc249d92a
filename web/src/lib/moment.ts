import { formatDate } from '@shared/dates';
import { londonParts } from '@shared/london-time';

/** A moment as the office reads it: date and 24-hour time in London (en-GB). */
export const formatMoment = (at: string) => {
  const { date, time } = londonParts(new Date(at));
  return `${formatDate(date)} ${time}`;
};
