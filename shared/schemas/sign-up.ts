import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth';
import { emailField, line } from './fields';

/**
 * A new account, as the sign-up form sends it to the API (issue 17 item 6): the server signs it up
 * with Cognito, so it can answer the same whether or not the address already has an account.
 */
export const SignUpRequestSchema = z.strictObject({
  fullName: line('Full name', 2, 100),
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(256, 'Password must be at most 256 characters'),
});

/** The one answer to every accepted sign-up: a new address, one with an account, or a pending one. */
export const SIGN_UP_RECEIVED =
  'Check your email. If this address can be registered, we have sent a 6-digit code to finish; if it already has an account, we have sent a note about signing in instead.';

export const SignUpReceiptSchema = z.strictObject({
  status: z.literal('check-email'),
  message: z.literal(SIGN_UP_RECEIVED),
});

export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export type SignUpReceipt = z.infer<typeof SignUpReceiptSchema>;
