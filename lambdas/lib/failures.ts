/**
 * Errors that mean a dependency (DynamoDB, SES, S3) is down or throttling rather than that the
 * request was wrong. They become 503 with Retry-After, never a bare 500.
 */
const UNAVAILABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'TimeoutError',
  'RequestTimeout',
  'LimitExceededException',
  'TooManyRequestsException',
]);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

export const isUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const { name, code, cause } = error as Error & { code?: string; cause?: unknown };
  if (UNAVAILABLE_NAMES.has(name) || (code !== undefined && UNAVAILABLE_CODES.has(code))) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return cause !== undefined && cause !== error && isUnavailable(cause);
};
