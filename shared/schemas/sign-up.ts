import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth';
import { emailField, line } from './fields';
import { referralCodeField } from './referral';

/**
 * Sign-up in two steps, both through the API (decision 015, superseding 008): a name and an address,
 * then the code mailed to that address with the password its owner chooses. Nobody's password is set
 * before the mailbox has answered, so a sign-up started by someone else cannot become theirs.
 */
export const SignUpRequestSchema = z.strictObject({
  fullName: line('Full name', 2, 100),
  email: emailField,
  /** A friend's referral code, from their link or typed: checked here, recorded at the finish. */
  referralCode: referralCodeField,
});

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const SIGN_UP_CODE_LENGTH = 6;

export const FinishSignUpRequestSchema = z.strictObject({
  email: emailField,
  code: z
    .string({ error: 'Enter the code from the email' })
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_UP_CODE_LENGTH}}$`), `The code is ${SIGN_UP_CODE_LENGTH} digits`),
  password: passwordField,
});

/** The one answer to every accepted first step: a new address, one with an account, or a pending one. */
export const SIGN_UP_RECEIVED =
  'Check your email. If this address can be registered, we have sent a 6-digit code to finish; if it already has an account, we have sent a note about signing in instead.';

/** The one answer to a code that cannot finish a sign-up, whatever the reason (wrong, used, expired, none). */
export const SIGN_UP_CODE_REFUSED =
  'This code is not right or has expired. Check the latest email from us, or ask for a new code.';

export const SignUpReceiptSchema = z.strictObject({
  status: z.literal('check-email'),
  message: z.literal(SIGN_UP_RECEIVED),
});

export const SignUpFinishedSchema = z.strictObject({ status: z.literal('created') });

export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export type FinishSignUpRequest = z.infer<typeof FinishSignUpRequestSchema>;
export type SignUpReceipt = z.infer<typeof SignUpReceiptSchema>;
export type SignUpFinished = z.infer<typeof SignUpFinishedSchema>;
