import { formatMoney } from '@shared/dates';

/** How a price reads in running text: `£15` for whole pounds, `£2.50` otherwise. */
export const pounds = (amount: number): string => formatMoney(amount).replace(/\.00$/, '');

/** `£5 million`, for cover limits. */
export const poundsInMillions = (amount: number): string => `£${amount / 1_000_000} million`;
