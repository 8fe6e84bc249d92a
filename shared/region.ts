/** Every stage runs in London; the local stack's clients and token issuer say the same. */
export const REGION = 'eu-west-2';

/** Where CloudFront's global resources (its web ACLs, its certificates) must be created. */
export const CLOUDFRONT_REGION = 'us-east-1';
