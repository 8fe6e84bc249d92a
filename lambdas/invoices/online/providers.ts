import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { Environments, type GoCardlessClient, gocardless } from 'gocardless-nodejs';
import Stripe from 'stripe';
import { type PaymentSecrets, PaymentSecretsSchema, PaymentsEnvSchema } from '../../../shared/lambda-env';
import { requestHandler, SDK_MAX_ATTEMPTS } from '../../lib/aws';
import { environmentOf } from '../../lib/env';
import { ServiceUnavailableError } from '../../lib/errors';
import { traced } from '../../lib/tracer';

/**
 * The two providers' own SDKs, created once per container. The same code runs against Stripe's and
 * GoCardless's sandboxes (or live) with their keys, and locally against the stand-in (local/payments/).
 */
export const paymentsEnv = environmentOf(PaymentsEnvSchema, 'payments');

let secrets: Promise<PaymentSecrets> | undefined;

/** The providers' keys: from Secrets Manager in AWS, from the environment locally. */
export const paymentSecrets = (): Promise<PaymentSecrets> => {
  secrets ??= (async () => {
    const settings = paymentsEnv();
    let values: unknown = settings;
    if (settings.PAYMENT_SECRETS_ARN) {
      const client = traced(new SecretsManagerClient({ maxAttempts: SDK_MAX_ATTEMPTS, requestHandler }));
      const { SecretString } = await client.send(
        new GetSecretValueCommand({ SecretId: settings.PAYMENT_SECRETS_ARN }),
      );
      values = JSON.parse(SecretString ?? '{}');
    }
    const parsed = PaymentSecretsSchema.safeParse(values);
    // A stage whose secret still holds its placeholder (docs/deploy.md): online payments are off, and
    // say so; a provider's webhook then gets 503 and delivers again later.
    if (!parsed.success)
      throw new ServiceUnavailableError('Online payments are not set up yet: please pay by bank transfer');
    return parsed.data;
  })().catch((error: unknown) => {
    // A failed read is tried again by the next request rather than remembered for the container's life.
    secrets = undefined;
    throw error;
  });
  return secrets;
};

let stripeClient: Stripe | undefined;
export const stripe = async (): Promise<Stripe> => {
  if (stripeClient) return stripeClient;
  const { STRIPE_SECRET_KEY } = await paymentSecrets();
  const local = paymentsEnv().STRIPE_API_URL;
  const at = local ? new URL(local) : undefined;
  stripeClient = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(at
      ? {
          host: at.hostname,
          port: Number(at.port),
          protocol: at.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return stripeClient;
};

let goCardlessClient: GoCardlessClient | undefined;
export const goCardless = async (): Promise<GoCardlessClient> => {
  if (goCardlessClient) return goCardlessClient;
  const { GOCARDLESS_ACCESS_TOKEN } = await paymentSecrets();
  const settings = paymentsEnv();
  const client = gocardless(
    GOCARDLESS_ACCESS_TOKEN,
    settings.GOCARDLESS_ENVIRONMENT === 'live' ? Environments.Live : Environments.Sandbox,
    { raiseOnIdempotencyConflict: false },
  );
  if (settings.GOCARDLESS_API_URL) {
    // The SDK takes only its two hosts (live, sandbox) and has no option for another; locally the
    // stand-in's address replaces the base it prefixes every request with. Nothing sets this in AWS.
    (client as unknown as { _api: { _baseUrl: string } })._api._baseUrl = settings.GOCARDLESS_API_URL;
  }
  goCardlessClient = client;
  return client;
};
