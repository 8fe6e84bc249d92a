import { prices } from '@shared/business';

/**
 * What a referral code does (decision 034), in the words the FAQ, the Refer & Earn card and
 * the sign-up field share, so none of them can promise more than shared/referrals.ts pays.
 */
// growth.referrals.creditPounds is this same price; read here so the page does not carry all of `growth`.
const credit = `£${prices.referralCredit}`;

export const referralRule = {
  /** The whole rule. */
  full: `Share your personal link or code. When a friend signs up with it and pays for their first visit, you get a ${credit} credit on your next invoice. One credit per new household, never paid out in cash, and not for yourself, your own addresses or your own email. Whatever one invoice does not use comes off the next.`,
  /** The card's line, above the code. */
  short: `When a friend signs up with your code and pays for their first visit, you get ${credit} off your next invoice.`,
  /** Beside the sign-up's field. */
  signUp: `From a friend? Their code earns them a ${credit} credit once your first visit is paid. It changes nothing of your own prices.`,
} as const;
