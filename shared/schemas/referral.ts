import * as z from 'zod';
import { compactCode, looksLikeReferralCode, REFERRAL_CODE_MESSAGE } from '../referral-link';
import { line } from './fields';

/**
 * Referrals (decision 034): a client's code and the friends who signed up with it, as the
 * client's card and the office's client page show them.
 */

export const REFERRAL_STATUSES = ['pending', 'earned', 'refused', 'reversed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export { REFERRAL_CODE_MESSAGE };

/**
 * The sign-up's optional code, as typed (any case, spaces or dashes); kept compact and in capitals.
 * Only its shape here, so the browser's copy of this schema carries no part of `growth`: whether it is
 * someone's (and so of the alphabet) is the API's lookup.
 */
export const referralCodeField = z
  .string()
  .trim()
  .max(20, REFERRAL_CODE_MESSAGE)
  .refine((value) => value === '' || looksLikeReferralCode(value), REFERRAL_CODE_MESSAGE)
  .transform((value) => (value === '' ? undefined : compactCode(value)))
  .optional();

/** One friend's referral as the referrer sees it: their first name only. */
export const ReferralSchema = z.strictObject({
  firstName: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  signedUpAt: z.string(),
  earnedAt: z.string().optional(),
  /** The credit it earned (0 until earned, and again once reversed). */
  creditPence: z.number().int(),
  /** How much of it invoices have taken. */
  appliedPence: z.number().int(),
});

/** The client's Refer & Earn card: their code, and what it has earned. */
export const MyReferralsSchema = z.strictObject({
  code: z.string(),
  /** The sign-up page's path with the code; the page makes the whole link. */
  path: z.string(),
  referrals: z.array(ReferralSchema),
  earnedPence: z.number().int(),
  appliedPence: z.number().int(),
  /** Earned and not yet taken by an invoice: comes off the next one. */
  availablePence: z.number().int(),
});
export type MyReferrals = z.infer<typeof MyReferralsSchema>;

/** A referral as the office sees it: whose, why refused or reversed, which invoices took it. */
export const AdminReferralSchema = ReferralSchema.extend({
  id: z.string(),
  friendId: z.string().optional(),
  refusal: z.string().optional(),
  grantedBy: z.string().optional(),
  reversal: z.strictObject({ reason: z.string(), by: z.string(), at: z.string() }).optional(),
  applied: z.array(z.strictObject({ invoiceId: z.string(), pence: z.number().int(), at: z.string() })),
  remainingPence: z.number().int(),
});
export type AdminReferral = z.infer<typeof AdminReferralSchema>;

export const ClientReferralsSchema = z.strictObject({
  code: z.string().optional(),
  items: z.array(AdminReferralSchema),
});
export type ClientReferrals = z.infer<typeof ClientReferralsSchema>;

const reason = line('The reason', 5, 300);

/**
 * The office grants a credit by hand: to a friend's referral that the rules refused or that is still
 * pending (named by its id), or, with none named, as a credit of its own.
 */
export const GrantReferralSchema = z.strictObject({
  referralId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid referral')
    .optional(),
  reason,
});
export type GrantReferral = z.infer<typeof GrantReferralSchema>;

export const ReverseReferralSchema = z.strictObject({ reason });
export type ReverseReferral = z.infer<typeof ReverseReferralSchema>;

export const ReferralParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id'),
  referralId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid referral'),
});
