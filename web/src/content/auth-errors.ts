/**
 * What a failed sign-in, sign-up or code step says, in the site's words. Cognito's own messages speak
 * of usernames and confirmation codes, but people here sign in with their email address.
 */
export const authErrorContent = {
  /** A wrong password and an email with no account read the same, so neither gives the other away. */
  wrongCredentials: 'Incorrect email or password.',
  tooManyAttempts: 'Too many failed attempts. Please wait a few minutes, or reset your password.',
  /** Cognito's "User is disabled.": a member of the team the office marked as left. */
  accountClosed: 'This account is closed: call the office.',
  /** By Cognito's exception name, whichever step raised it. */
  byName: {
    CodeMismatchException: 'That code is not right. Please check the email and try again.',
    ExpiredCodeException: 'That code has expired. Please ask for a new one.',
    LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
    // The user pool's firewall (infra/constructs/user-pool-firewall.ts) refused the request: per-address
    // limits on logins and code mails; Cognito passes on only its own words for it.
    ForbiddenException:
      'Too many requests from your connection. Please wait a few minutes and try again, or call us.',
  } as Readonly<Record<string, string>>,
} as const;
