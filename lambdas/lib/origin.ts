import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { OriginEnvSchema } from '../../shared/lambda-env';
import { AppError } from './errors';
import { header } from './request';

const digest = (value: string) => createHash('sha256').update(value).digest();

let accepted: Buffer[] | undefined;

/** The accepted header values' digests, read once per container; a missing secret fails loudly. */
const acceptedDigests = (): Buffer[] => {
  if (!accepted) {
    const result = OriginEnvSchema.safeParse(process.env);
    if (!result.success) throw new Error('Invalid Lambda environment: ORIGIN_VERIFY_SECRETS');
    accepted = result.data.ORIGIN_VERIFY_SECRETS.map(digest);
  }
  return accepted;
};

/**
 * Refuses a request that did not come through CloudFront (decision 007): the HTTP API's own endpoint
 * is public, so only CloudFront's origin-verify header tells the two apart. Digests of equal length
 * make the comparison constant-time, whatever the caller sends.
 */
export const assertThroughCloudFront = (event: APIGatewayProxyEventV2): void => {
  const sent = digest(header(event, ORIGIN_VERIFY_HEADER) ?? '');
  if (!acceptedDigests().some((secret) => timingSafeEqual(secret, sent)))
    throw new AppError(403, 'forbidden_origin', 'The API is reached through the site only');
};
