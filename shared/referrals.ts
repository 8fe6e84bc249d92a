import { growth } from './business';

export { formatReferralCode, referralPath } from './referral-link';

/**
 * Referral rules (issue 30, decision 034): pure, so the sign-up, the credit on a completed first
 * visit, the invoice's credit line and the portal's words all read the same ones.
 *
 * A client's code is random (the CSPRNG, never a counter) from growth.referrals.codeAlphabet. A friend
 * who signs up with it is the referrer's pending referral; when the friend's first visit is completed,
 * the referrer earns growth.referrals.creditPounds as a credit on their next invoice: once per referred
 * household, never for themselves, their own address or their own email, never as cash.
 */

const { codeAlphabet, codeLength, creditPounds } = growth.referrals;

/** The credit one qualifying referral earns, in pence. */
export const REFERRAL_CREDIT_PENCE = creditPounds * 100;

/**
 * A new code from `randomBytes` (node:crypto's or the browser's): each byte picks a letter, bytes
 * past the last whole multiple of the alphabet are thrown away so no letter is likelier than another.
 */
export const newReferralCode = (randomBytes: (size: number) => Uint8Array): string => {
  const usable = 256 - (256 % codeAlphabet.length);
  let code = '';
  while (code.length < codeLength) {
    for (const byte of randomBytes(codeLength * 2)) {
      if (byte >= usable) continue;
      code += codeAlphabet[byte % codeAlphabet.length];
      if (code.length === codeLength) break;
    }
  }
  return code;
};

/**
 * A code as a person types it: any case, with spaces or dashes (`abcd-efgh`, `ABCD EFGH`). Undefined
 * when what is left cannot be a code (a wrong length, or a letter the alphabet leaves out).
 */
export const normaliseReferralCode = (typed: string): string | undefined => {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== codeLength) return undefined;
  return [...code].every((letter) => codeAlphabet.includes(letter)) ? code : undefined;
};

/**
 * An address as one person or another types it: lower case, letters and digits only, without a
 * Gmail-style `+tag`; Gmail's dots are ignored too, since they reach the same mailbox.
 */
export const normaliseReferralEmail = (email: string): string => {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replace(/\./g, '') : untagged}@${gmail ? 'gmail.com' : domain}`;
};

/**
 * The household an address is: its postcode and first line, each without case, spaces or
 * punctuation (`Flat 2, 10 High St` and `flat 2 10 high st` are one household).
 */
export const householdOf = (address: { line1: string; postcode: string }): string =>
  `${address.postcode.replace(/\s/g, '').toUpperCase()}|${address.line1.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/** Why a referral earns nothing. */
export type ReferralRefusal = 'self' | 'same-email' | 'same-address' | 'household';

/** Whether a sign-up may be recorded as a referral at all: not by the referrer, nor their address. */
export const signUpRefusal = (
  referrer: { id: string; email: string },
  friend: { id?: string; email: string },
): ReferralRefusal | undefined => {
  if (friend.id !== undefined && friend.id === referrer.id) return 'self';
  if (normaliseReferralEmail(friend.email) === normaliseReferralEmail(referrer.email)) return 'same-email';
  return undefined;
};

/**
 * Whether a friend's completed first visit earns the credit: it must not be at the referrer's own
 * address (the household a credit is per).
 */
export const visitRefusal = (
  referrerAddress: { line1: string; postcode: string } | undefined,
  visitAddress: { line1: string; postcode: string },
): ReferralRefusal | undefined =>
  referrerAddress && householdOf(referrerAddress) === householdOf(visitAddress) ? 'same-address' : undefined;

/**
 * How an invoice takes the referrer's credits: oldest first, as much of each as the invoice's total
 * leaves room for, never past it. What is left of a credit stays for the next invoice.
 */
export const applyCredits = <C extends { id: string; remainingPence: number }>(
  credits: readonly C[],
  invoiceTotalPence: number,
): { credit: C; pence: number }[] => {
  let room = Math.max(0, invoiceTotalPence);
  const taken: { credit: C; pence: number }[] = [];
  for (const credit of credits) {
    if (room <= 0) break;
    const pence = Math.min(room, credit.remainingPence);
    if (pence <= 0) continue;
    taken.push({ credit, pence });
    room -= pence;
  }
  return taken;
};
