/**
 * Limits that keep the public parts of the product from being used against strangers or the company:
 * mail to addresses a visitor typed, and requests per client at the edge. Declared once here; the
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
