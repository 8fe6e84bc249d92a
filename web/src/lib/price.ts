import { formatMoney } from '@shared/dates';

/** How a price reads in running text: `£15` for whole pounds, `£2.50` otherwise. */
export const pounds = (amount: number): string => formatMoney(amount).replace(/\.00$/, '');

/** `£5 million`, for cover limits. */
export const poundsInMillions = (amount: number): string => `£${amount / 1_000_000} million`;

/**
 * What the office types in a pounds field (`12`, `12.5`, `1,234.50`) as whole pence, read as text so
 * no float ever holds money; undefined for anything else (fractions of a penny included).
 */
export const penceOf = (text: string): number | undefined => {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(',', '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};

/** Whole pence as a pounds field's text (`1234.50`), to prefill one. */
export const poundsText = (pence: number): string => (pence / 100).toFixed(2);
