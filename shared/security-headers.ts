/**
 * The security headers every page and API answer carries. CloudFront's response-headers policy and
 * the local CDN are both built from this definition.
 */
export interface SecurityHeaderOptions {
  /** Extra origins the browser may call, e.g. the Cognito endpoint and the invoice bucket. */
  connectSrc?: readonly string[];
}

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years, the preload list's minimum is one

export const contentSecurityPolicy = ({ connectSrc = [] }: SecurityHeaderOptions = {}): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // Toasts and dialogs position themselves with inline style attributes; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');

export const securityHeaders = {
  strictTransportSecurity: { maxAgeSeconds: HSTS_MAX_AGE_SECONDS, includeSubdomains: true, preload: true },
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Geolocation for the site's own pages only: a member's phone may say where it is at check-in and
  // check-out, when they choose to; no frame or other origin may ask.
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  crossOriginOpenerPolicy: 'same-origin',
} as const;

/** The headers as a plain name → value record, for servers that set them directly. */
export const securityHeaderRecord = (options: SecurityHeaderOptions = {}): Record<string, string> => {
  const hsts = securityHeaders.strictTransportSecurity;
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}; includeSubDomains; preload`,
    'X-Frame-Options': securityHeaders.frameOptions,
    'X-Content-Type-Options': securityHeaders.contentTypeOptions,
    'Referrer-Policy': securityHeaders.referrerPolicy,
    'Permissions-Policy': securityHeaders.permissionsPolicy,
    'Cross-Origin-Opener-Policy': securityHeaders.crossOriginOpenerPolicy,
  };
};
