import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  type SecurityHeaderOptions,
  securityHeaderRecord,
  securityHeaders,
} from '../../shared/security-headers';

/** Headers CloudFront sets through its typed security-headers block; it refuses them as custom headers. */
const TYPED_HEADERS = new Set([
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
]);

/** CloudFront takes some values as enums; a shared value it has no member for must fail the synth. */
const member = <T extends string>(members: Record<string, T>, value: string, what: string): T => {
  const found = Object.values(members).find((candidate) => candidate === value);
  if (!found) throw new Error(`CloudFront has no ${what} '${value}' (shared/security-headers.ts)`);
  return found;
};

/**
 * CloudFront's response-headers policy, built from the same definition the local CDN serves, so a
 * header changed in `shared/` changes in both places.
 */
export class SecurityHeadersPolicy extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, options: SecurityHeaderOptions) {
    const hsts = securityHeaders.strictTransportSecurity;
    if (securityHeaders.contentTypeOptions !== 'nosniff')
      throw new Error('CloudFront can only send X-Content-Type-Options: nosniff');
    const customHeaders = Object.entries(securityHeaderRecord(options))
      .filter(([header]) => !TYPED_HEADERS.has(header))
      .map(([header, value]) => ({ header, value, override: true }));

    super(scope, id, {
      comment: 'Security headers from shared/security-headers.ts',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(options), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        },
        frameOptions: {
          frameOption: member(HeadersFrameOption, securityHeaders.frameOptions, 'X-Frame-Options'),
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: member(HeadersReferrerPolicy, securityHeaders.referrerPolicy, 'Referrer-Policy'),
          override: true,
        },
      },
      customHeadersBehavior: { customHeaders },
    });
  }
}
