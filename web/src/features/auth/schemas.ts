import { PASSWORD_MIN_LENGTH } from '@shared/auth';
import { looksLikeReferralCode, REFERRAL_CODE_MESSAGE } from '@shared/referral-link';
import { emailField, line } from '@shared/schemas/fields';
import * as z from 'zod/mini';

/** NIST SP 800-63B: at least 8 characters, no composition rules; the user pool agrees. */
export { PASSWORD_MIN_LENGTH };

/**
 * The sign-in forms' checks, in zod's "mini" flavour like the shared fields they use: /auth talks to
 * Cognito only, so it never loads the classic build the API's schemas need.
 */
const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(256, 'Password must be at most 256 characters'),
  );

const code = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email'));

export const LoginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export const SignUpSchema = z.object({
  fullName: line('Full name', 2, 100),
  email: emailField,
  /** Optional; the API checks it is someone's. */
  referralCode: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || looksLikeReferralCode(value), REFERRAL_CODE_MESSAGE),
    ),
  ),
});

/** Sign-up's second step: the mailed code and the password the mailbox's owner chooses (decision 015). */
export const FinishSignUpSchema = z.object({ code, password: newPassword });

export const ConfirmCodeSchema = z.object({ code });
/** A code from the authenticator app (admins): 6 digits, typed with or without a space. */
export const AppCodeSchema = z.object({
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  ),
});
export const ResetRequestSchema = z.object({ email: emailField });
export const ResetPasswordSchema = z.object({ code, newPassword });
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Please enter your current password')),
  newPassword,
  everywhere: z.boolean(),
});

export type Login = z.infer<typeof LoginSchema>;
export type SignUp = z.infer<typeof SignUpSchema>;
export type FinishSignUp = z.infer<typeof FinishSignUpSchema>;
export type ConfirmCode = z.infer<typeof ConfirmCodeSchema>;
export type AppCode = z.infer<typeof AppCodeSchema>;
export type ResetRequest = z.infer<typeof ResetRequestSchema>;
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
