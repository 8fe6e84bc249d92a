import { emailField, text } from '@shared/schemas/enquiry';
import * as z from 'zod';

/** DESIGN.md §7 (NIST SP 800-63B): at least 8 characters, no composition rules; the user pool agrees. */
export { PASSWORD_MIN_LENGTH } from '@shared/auth';

import { PASSWORD_MIN_LENGTH } from '@shared/auth';

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

export const LoginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
});

export const SignUpSchema = z.object({
  fullName: text('Full name', 2, 100),
  email: emailField,
  password: newPassword,
});

export const ConfirmCodeSchema = z.object({ code });
export const ResetRequestSchema = z.object({ email: emailField });
export const ResetPasswordSchema = z.object({ code, newPassword });

export type Login = z.infer<typeof LoginSchema>;
export type SignUp = z.infer<typeof SignUpSchema>;
export type ConfirmCode = z.infer<typeof ConfirmCodeSchema>;
export type ResetRequest = z.infer<typeof ResetRequestSchema>;
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
