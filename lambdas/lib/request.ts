import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from '../../shared/http';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

/** Case-insensitive header lookup: API Gateway lower-cases names, other callers may not. */
export const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
};

export const toIssues = (error: z.ZodError, prefix?: string) =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));

export const parseWith = <S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(toIssues(result.error, prefix));
  return result.data;
};

/** Reads a JSON body the way every route expects it: JSON content type, bounded size, parseable. */
const bodyText = (event: APIGatewayProxyEventV2, limit = MAX_BODY_BYTES): string => {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > limit) throw new PayloadTooLargeError(limit);
  return text;
};

/**
 * A provider's webhook: the exact bytes it sent and its signature header, for the provider's
 * SDK to verify before anything reads the body. Still JSON, bounded by what a provider sends in one
 * delivery (MAX_WEBHOOK_BODY_BYTES: a GoCardless batch of 250 events is far past any form's 16 KB).
 */
export const readSignedBody = (event: APIGatewayProxyEventV2, signatureHeader: string) => {
  const raw = bodyText(event, MAX_WEBHOOK_BODY_BYTES);
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new UnsupportedMediaTypeError();
  const signature = header(event, signatureHeader);
  return { raw, ...(signature ? { signature } : {}) };
};

export const readJsonBody = (event: APIGatewayProxyEventV2): unknown => {
  const text = bodyText(event);
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new UnsupportedMediaTypeError();
  if (text.trim() === '') throw new BadRequestError('The request body is empty', 'invalid_json');
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON', 'invalid_json');
  }
};

/** Routes without a query schema refuse query parameters, so nothing sent is silently ignored. */
export const assertNoQuery = (event: APIGatewayProxyEventV2): undefined => {
  if (event.queryStringParameters && Object.keys(event.queryStringParameters).length > 0) {
    throw new BadRequestError('This request takes no query parameters');
  }
  return undefined;
};

/** Routes without a body refuse one, so nothing sent is silently ignored. */
export const assertNoBody = (event: APIGatewayProxyEventV2): void => {
  if (event.body && event.body.length > 0) throw new BadRequestError('This request takes no body');
};

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export const readIdempotencyKey = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(value)) {
    throw new BadRequestError(
      'Idempotency-Key must be 8 to 128 letters, digits or - _ . :',
      'invalid_idempotency_key',
    );
  }
  return value;
};
