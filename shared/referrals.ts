import { growth } from './business';

export { formatReferralCode, referralPath } from './referral-link';

/**
 * Referral rules (decision 034): pure, so the sign-up, the credit on a completed first
 * visit, the invoice's credit line and the portal's words all read the same ones.
 *
 * A client's code is random (the CSPRNG, never a counter) from growth.referrals.codeAlphabet. A friend
 * who signs up with it is the referrer's pending referral; when the friend's first invoice for a
 * completed visit is paid, the referrer earns growth.referrals.creditPounds as a credit on their next
 * invoice: once per referred household, never for themselves, an address of theirs or their own email,
 * never as cash, and at most REFERRAL_CREDITS_PER_QUARTER a quarter (shared/limits.ts).
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

/** The words a street's kind is written with, left out of a named house (`Rose Cottage Mill Ln`). */
const STREET_WORD =
  /^(road|rd|street|st|lane|ln|avenue|ave|close|cl|drive|dr|way|court|ct|crescent|cres|gardens|gdns|place|pl|grove|gr|terrace|ter|hill|mews|row|square|sq|walk)$/;

/**
 * The premise an address's first line names: its numbers (a flat's and the building's, in order:
 * `Flat 2, 10 High St` and `2/10 High Street` are `2/10`), or, for a house with a name and no number,
 * the name before the first comma in letters only. The street's spelling (`Rd` or `Road`) is left out:
 * with the postcode, the premise is what tells two homes apart (decision 039: "14 Acacia Rd" and
 * "14 Acacia Road" were two households).
 */
export const premiseOf = (line1: string): string => {
  const lower = line1.toLowerCase();
  const numbers = lower.match(/\d+[a-z]?\b/g);
  if (numbers) return numbers.join('/');
  const name = (lower.split(',')[0] ?? '').split(/[^a-z]+/).filter((word) => word && !STREET_WORD.test(word));
  return name.join('');
};

/** The household an address is: its postcode without case or spaces, and its premise. */
export const householdOf = (address: { line1: string; postcode: string }): string =>
  `${address.postcode.replace(/\s/g, '').toUpperCase()}|${premiseOf(address.line1)}`;

/**
 * Why a referral earns nothing (or waits for the office): `no-address-history` when the referrer has
 * no address on record to compare the friend's with; `quarter-cap` past REFERRAL_CREDITS_PER_QUARTER;
 * `shared-payment` when the friend saved the referrer's card or bank account (paymentShared).
 */
export type ReferralRefusal =
  | 'self'
  | 'same-email'
  | 'same-address'
  | 'household'
  | 'no-address-history'
  | 'quarter-cap'
  | 'shared-payment';

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
 * Whether the friend's first paid visit earns the credit: not at any address the referrer has on record
 * (their profile's and every one they have booked at), and not when they have none, since then nothing
 * shows it is not their own home: the office decides.
 */
export const visitRefusal = (
  referrerAddresses: readonly { line1: string; postcode: string }[],
  visitAddress: { line1: string; postcode: string },
): ReferralRefusal | undefined => {
  if (referrerAddresses.length === 0) return 'no-address-history';
  const visit = householdOf(visitAddress);
  return referrerAddresses.some((address) => householdOf(address) === visit) ? 'same-address' : undefined;
};

/** What of a client's saved ways to pay says whose they are: the card's number (by Stripe's fingerprint) and the bank account. */
export interface PaymentIdentity {
  cardFingerprint?: string;
  directDebit?: { accountHolder?: string; bankName: string; accountEnding: string };
}

/**
 * A bank account as GoCardless lets us see it: the holder's name, the bank and the number's last
 * digits (it shows no more). Two clients with all three alike pay from one account, or one family's.
 */
const bankAccountOf = (directDebit: PaymentIdentity['directDebit']): string | undefined => {
  const holder = directDebit?.accountHolder?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!directDebit || !holder || !directDebit.accountEnding) return undefined;
  return `${holder}|${directDebit.bankName.trim().toLowerCase()}|${directDebit.accountEnding}`;
};

/**
 * Whether a friend pays with the referrer's card or bank account: then nothing shows they
 * are two households, and the office decides.
 */
export const paymentShared = (referrer: PaymentIdentity, friend: PaymentIdentity): boolean => {
  if (referrer.cardFingerprint && referrer.cardFingerprint === friend.cardFingerprint) return true;
  const account = bankAccountOf(referrer.directDebit);
  return account !== undefined && account === bankAccountOf(friend.directDebit);
};

/** The calendar quarter a London date falls in (`2026-Q4`): the span REFERRAL_CREDITS_PER_QUARTER counts over. */
export const quarterOf = (date: string): string =>
  `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

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
