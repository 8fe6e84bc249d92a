/**
 * Limits that keep the public parts of the product from being used against strangers or the company:
 * mail to addresses a visitor typed, sign-ups, account actions, the user pool's own API, and what a
 * refused client is told. Declared once here (the edge's per-route limits in shared/edge-limits.ts); the
 * functions, the WAF (infra) and the local CDN all read them, and the tests hold them.
 */

/** Mail the product sends to an address someone typed into a public form (enquiry acknowledgements). */
export const MAIL_TO_VISITOR_LIMITS = {
  /** At most one such mail to an address in this many seconds. */
  perAddressSeconds: 60 * 60,
  /**
   * At most this many a day (UTC), every address together: what a bot rotating addresses can make the
   * company send before an alarm fires and the acknowledgements stop for the day. Enquiries are still
   * stored and mailed to the office.
   */
  dailyCap: 200,
} as const;

/** A fixed-window limit on one action per account: at most `limit` in each window of `windowSeconds`. */
export interface AccountActionLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Per-account limits on the heavy or irreversible account actions, counted by the function itself (the
 * edge cannot tell one account from another behind a shared address).
 */
export const ACCOUNT_ACTION_LIMITS = {
  /** Building a data export reads every item an account has. */
  export: { limit: 5, windowSeconds: 60 * 60 },
  /** Attempts to delete an account (the deletion itself is idempotent). */
  delete: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Accounts one admin deletes for clients in an hour: a handful is a busy day, more is a stolen
   * session or a mistake, and each is for good.
   */
  officeDelete: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, AccountActionLimit>;

/**
 * Times a client may put a new mobile number on their profile in a day: a person changes
 * theirs rarely; more is someone trying numbers that are not theirs, each of which would be texted. Its
 * own constant, so only the function that counts it carries it.
 */
export const MOBILE_CHANGE_LIMIT: AccountActionLimit = { limit: 5, windowSeconds: 24 * 60 * 60 };

/**
 * The code that proves a client holds the mobile texts would go to: texts go on only
 * once it is typed back. Each code is a text to a number someone typed, so they are counted per
 * account; a code survives a few wrong tries, then a new one is needed.
 */
export const MOBILE_CODE_LIMITS = {
  /** Codes texted to one account's numbers in a day (the first and every "send a new code"). */
  sends: { limit: 5, windowSeconds: 24 * 60 * 60 },
  /** Wrong codes one code survives. */
  wrongCodes: 5,
  /** How long a texted code works. */
  lifetimeMinutes: 15,
} as const;

/**
 * Sign-up's own limits (decision 015), per address typed (whatever its state, so a limit says nothing
 * about whether it has an account) and per code.
 */
export const SIGN_UP_LIMITS = {
  /** First steps for one address: each may mail a code (or the owner's note). */
  requests: { limit: 3, windowSeconds: 60 * 60 },
  /** Tries of a code for one address, right or wrong. */
  finishes: { limit: 10, windowSeconds: 60 * 60 },
  /** Wrong codes one request survives; the next needs a new code. */
  wrongCodes: 5,
  /** How long a mailed code works. */
  codeLifetimeMinutes: 60,
  /** How long the code in the office's invitation to a staff member works. */
  invitationLifetimeDays: 7,
} as const;

/**
 * The office's resend of one notice (security review L6): each resend mails its recipient again, so a
 * notice goes out again at most this many times a day, counted per notice over the London calendar
 * day (the office's day), whoever asks.
 */
export const NOTICE_RESEND_LIMITS = {
  perLondonDay: 3,
} as const;

/**
 * Per-IP limits on the user pool's own public API (cognito-idp, called from the browser with the web
 * client's id, so nothing of ours stands in front of it): the rate-based rules of the regional WAF on
 * the pool (infra/constructs/user-pool-firewall.ts). Cognito names the operation in the `X-Amz-Target`
 * header (`AWSCognitoIdentityProviderService.ForgotPassword`); the WAF sees no user names or addresses,
 * so these count per connection, not per account (Cognito's own lockout counts per account).
 */
export interface UserPoolRateLimit {
  /** The WAF rule's name (and its metric's). */
  name: string;
  /** Requests one address may make in the window before it is refused. The WAF takes 10 at least. */
  limit: number;
  /** The window the WAF counts over: it takes 60, 120, 300 or 600 seconds. */
  windowSeconds: 60 | 120 | 300 | 600;
  /** Only requests for these Cognito operations count; every request to the pool when absent. */
  operations?: readonly string[];
}

/** The `X-Amz-Target` prefix of every user pool operation; the operation's name follows it. */
export const USER_POOL_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** In order: the first limit a request is over refuses it. */
export const USER_POOL_RATE_LIMITS: readonly UserPoolRateLimit[] = [
  {
    // Each of these mails a code to an address the caller names: what M2 of the security review used
    // to mail strangers. A person asks for a reset or a new code once or twice.
    name: 'CodeMail',
    limit: 10,
    windowSeconds: 300,
    operations: [
      'ForgotPassword',
      'ResendConfirmationCode',
      'GetUserAttributeVerificationCode',
      'UpdateUserAttributes',
      'SignUp',
    ],
  },
  {
    // Where passwords and codes are tried. One sign-in is two or three calls (SRP, then the app's code)
    // and each open tab refreshes its tokens every 15 minutes: room for an office of people behind one
    // address, not for guessing.
    name: 'SignIn',
    limit: 50,
    windowSeconds: 300,
    operations: [
      'InitiateAuth',
      'RespondToAuthChallenge',
      'ConfirmForgotPassword',
      'ConfirmSignUp',
      'ChangePassword',
      'VerifySoftwareToken',
      'VerifyUserAttribute',
    ],
  },
  {
    // Everything else a signed-in browser asks of the pool (its user, its MFA settings, sign-out).
    name: 'UserPool',
    limit: 300,
    windowSeconds: 300,
  },
];

/** What a refused client is told, by the WAF and the local CDN alike: status 429, this body, Retry-After. */
export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_BODY = {
  code: 'rate_limited',
  message: 'Too many requests from your connection. Please wait a few minutes and try again.',
} as const;

/**
 * Referral codes (decision 034): the sign-up's first step is limited per address (above)
 * and per connection at the edge (shared/edge-limits.ts); on top, the codes it was given that are no
 * one's are counted together, so guessing codes across many addresses and connections stops long
 * before it could find one (32^8 codes). Codes that are right are never counted, so a flood of wrong
 * ones cannot stop a friend's link from working.
 */
export const REFERRAL_LIMITS = {
  wrongCodes: { limit: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, AccountActionLimit>;

/**
 * Credits one referrer earns on their own in a calendar quarter (London, shared/referrals.ts
 * quarterOf); past it, a referral waits for the office to grant it (decision 039: a few real
 * friends a quarter, not a farm of accounts).
 */
export const REFERRAL_CREDITS_PER_QUARTER = 4;
