import { createHmac, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { growth } from '../../../shared/business';
import { QuoteLinkEnvSchema } from '../../../shared/lambda-env';
import type { Quote } from '../../../shared/schemas/quote';
import { requestHandler, SDK_MAX_ATTEMPTS } from '../../lib/aws';
import { environmentOf } from '../../lib/env';
import { AppError, NotFoundError } from '../../lib/errors';
import { traced } from '../../lib/tracer';

/**
 * A quote's signed link: `<id>.<version>.<expiry>.<HMAC>`, the HMAC over those and whom the
 * quote is for (its client, or a visitor's address), with a key only the stage holds. So a link opens
 * one quote, at one version, for one person, until a date; it proves the mailbox, never the account:
 * the holder still signs in, and a client's link opens for that client alone.
 */
const linkEnv = environmentOf(QuoteLinkEnvSchema, 'quote link');

let secret: Promise<string> | undefined;

const linkSecret = (): Promise<string> => {
  secret ??= (async () => {
    const settings = linkEnv();
    if (settings.QUOTE_LINK_SECRET) return settings.QUOTE_LINK_SECRET;
    if (!settings.QUOTE_LINK_SECRET_ARN) throw new Error('The quote link key is not configured');
    const client = traced(new SecretsManagerClient({ maxAttempts: SDK_MAX_ATTEMPTS, requestHandler }));
    const { SecretString } = await client.send(
      new GetSecretValueCommand({ SecretId: settings.QUOTE_LINK_SECRET_ARN }),
    );
    if (!SecretString || SecretString.length < 32) throw new Error('The quote link key is too short');
    return SecretString;
  })().catch((error: unknown) => {
    // A failed read is tried again by the next request rather than remembered for the container's life.
    secret = undefined;
    throw error;
  });
  return secret;
};

/** Whom a link is for: the client, or (a visitor's quote) the address it was mailed to. */
const holderOf = (quote: Pick<Quote, 'clientId' | 'recipient'>) =>
  quote.clientId ? `client:${quote.clientId}` : `email:${quote.recipient.email.toLowerCase()}`;

const signature = async (id: string, version: number, expires: number, holder: string) =>
  createHmac('sha256', await linkSecret())
    .update(`quote-link\n${id}\n${version}\n${expires}\n${holder}`)
    .digest('base64url');

export const signQuoteLink = async (quote: Quote, now = new Date()): Promise<string> => {
  const expires = Math.floor(now.getTime() / 1000) + growth.quotes.linkDays * 86_400;
  return `${quote.id}.${quote.version}.${expires}.${await signature(quote.id, quote.version, expires, holderOf(quote))}`;
};

export const linkQuoteId = (token: string): string => token.split('.')[0] ?? '';

/**
 * Checks a link against the quote as it is now. Anything not signed by us for this quote's holder looks
 * like a missing quote (404: nothing to probe); a true link past its date is 410; a true link to a
 * version since replaced is 409, pointing to the newest.
 */
export const checkQuoteLink = async (token: string, quote: Quote, now = new Date()): Promise<void> => {
  const [, versionText, expiresText, given] = token.split('.');
  const version = Number(versionText);
  const expires = Number(expiresText);
  const expected = Buffer.from(await signature(quote.id, version, expires, holderOf(quote)));
  const actual = Buffer.from(given ?? '');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new NotFoundError('Quote not found');
  if (expires * 1000 < now.getTime())
    throw new AppError(
      410,
      'link_expired',
      'This link has run out. Sign in to see your quotes, or ask us for a new link.',
    );
  if (version !== quote.version)
    throw new AppError(
      409,
      'stale_version',
      'This quote has changed since this link was sent: here is the newest version.',
    );
};
