import { referralRule } from '@/content/referral-rule';
import { PASSWORD_MIN_LENGTH } from './schemas';

/** The words of /auth. Validation messages come from the schemas beside this file. */
export const authContent = {
  title: 'Login / Sign Up',
  heading: 'Client Portal',
  checking: 'Checking your session...',
  intro: 'Log in to manage your bookings, invoices and feedback, or create an account to book a service.',
  tabs: { label: 'Login or sign up', login: 'Login', signUp: 'Sign Up' },
  login: {
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    busy: 'Logging in...',
    forgot: 'Forgot password?',
    success: 'Successfully logged in!',
    failure: 'Failed to login',
  },
  signUp: {
    fullName: 'Full name',
    email: 'Email',
    submit: 'Continue',
    busy: 'Sending code...',
    success: 'Check your email to continue.',
    failure: 'Failed to create account',
    referralCode: 'Referral code (optional)',
    referralHint: referralRule.signUp,
    /** What creating an account agrees to, with both documents a link away (they open in a new tab). */
    agreement: {
      before: 'By creating an account you agree to our ',
      terms: 'terms and conditions',
      between: ' and confirm you have read our ',
      privacy: 'privacy notice',
      after: ', which explains how we use your details and how long we keep them.',
    },
  },
  changePassword: {
    intro: 'Choose a new password for signing in here.',
    current: 'Current password',
    next: `New password (at least ${PASSWORD_MIN_LENGTH} characters)`,
    everywhere: 'Also sign out on my other devices',
    submit: 'Change password',
    busy: 'Changing...',
    success: 'Your password has been changed',
    signedOut: 'Your password has been changed. Please sign in again with it.',
    failure: 'Failed to change your password',
  },
  /** Sign-up's second step (decision 015): the code from the email and the password chosen. */
  finish: {
    heading: 'Finish creating your account',
    intro: (email: string) =>
      `If ${email} can be registered, we have sent it a 6-digit code: enter it with the password you choose. If it already has an account, we have sent it a note about signing in instead.`,
    code: 'Code from the email',
    password: `Choose a password (at least ${PASSWORD_MIN_LENGTH} characters)`,
    submit: 'Create Account',
    busy: 'Creating account...',
    failure: 'Failed to create account',
  },
  /** The same step for a member of the team the office invited. */
  join: {
    heading: 'Join the team',
    intro: (email: string) =>
      `Enter the 6-digit code from the invitation sent to ${email}, with the password you choose. If the code has run out, ask the office to send the invitation again.`,
    submit: 'Open My Account',
  },
  /** Under a step that waits for a mailed code (sign-up's second step, an old sign-up's verification). */
  newCode: {
    label: 'Send a new code',
    busy: 'Sending...',
    sent: 'A new code is on its way.',
    failure: 'Failed to send a new code',
  },
  confirm: {
    heading: 'Verify your email',
    intro: (email: string) =>
      `If ${email} can be registered, we have sent it a 6-digit code: enter it to finish creating your account. If it already has an account, we have sent it a note about signing in instead.`,
    code: 'Verification code',
    submit: 'Verify Email',
    busy: 'Verifying...',
    failure: 'Failed to verify email',
    verified: 'Email verified! Please log in.',
  },
  reset: {
    heading: 'Reset your password',
    intro: 'Enter your email and we will send you a code to set a new password.',
    email: 'Email',
    send: 'Send Reset Code',
    sending: 'Sending...',
    sent: 'Check your email for the reset code.',
    sendFailure: 'Failed to send reset code',
    codeIntro: (email: string) => `Enter the code we sent to ${email} and choose a new password.`,
    code: 'Reset code',
    newPassword: `New password (at least ${PASSWORD_MIN_LENGTH} characters)`,
    submit: 'Set New Password',
    busy: 'Saving...',
    done: 'Password changed. Please log in with your new password.',
    failure: 'Failed to reset password',
  },
  appCode: {
    heading: 'Enter your app code',
    intro:
      'Admin accounts use an authenticator app. Open it and enter the 6-digit code it shows for this site.',
    code: 'Authenticator code',
    submit: 'Verify and Log In',
    busy: 'Verifying...',
    failure: 'That code did not work',
  },
  appSetup: {
    heading: 'Set up your authenticator app',
    intro:
      'Admin accounts need a second step at every login. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
    preparing: 'Preparing your set-up code...',
    prepareFailure: 'Could not start the set-up',
    retry: 'Try again',
    qrLabel: 'QR code for your authenticator app',
    secretLabel: 'Cannot scan? Enter this key in the app instead:',
    code: 'Code from the app',
    submit: 'Turn On and Continue',
    busy: 'Turning on...',
    failure: 'Could not turn on the authenticator app',
    done: 'Authenticator app set up. Enter a new code from it to finish logging in.',
  },
  backToLogin: 'Back to login',
  twoStep: {
    heading: 'Two-step login',
    off: 'Add a code from an authenticator app on your phone to every login, so a password alone is not enough to get in. The office’s staff must have one before they are given office access.',
    on: 'Your authenticator app is on: every login asks for a code from it.',
    checking: 'Checking your login settings...',
    start: 'Set up an authenticator app',
    intro:
      'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows. You will then log in again, with a code.',
    cancel: 'Not now',
    done: 'Authenticator app set up. Log in again with a code from it.',
  },
} as const;
