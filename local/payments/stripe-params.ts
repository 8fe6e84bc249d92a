import { z } from 'zod';
import { invalidRequest, StripeApiError } from './stripe-objects';

/*
 * The parameters of the Stripe calls the stand-in serves, as the SDK form-encodes them (every value a
 * string). Parameters not named here are accepted and ignored, so that a real call's extras do not break
 * locally; what is named is checked as Stripe checks it.
 */

const integer = z
  .string()
  .regex(/^-?\d+$/, 'Invalid integer')
  .transform(Number);
const boolean = z.enum(['true', 'false'], 'Invalid boolean').transform((value) => value === 'true');
const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, 'Invalid currency')
  .transform((value) => value.toLowerCase());
const url = z.string().refine((value) => URL.canParse(value), 'Not a valid URL');
/** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500; an empty value unsets a key. */
const metadata = z
  .record(z.string().max(40, 'Metadata keys can be at most 40 characters'), z.string().max(500))
  .refine((value) => Object.keys(value).length <= 50, 'Metadata can have at most 50 keys')
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '')))
  .default({});
const text = (max: number) => z.string().max(max);

export const customerCreate = z.looseObject({
  email: z.email('Invalid email address').optional(),
  name: text(256).optional(),
  phone: text(20).optional(),
  description: text(350).optional(),
  metadata,
});

const lineItem = z.looseObject({
  price: z.never('The stand-in covers line_items with price_data only, not saved prices').optional(),
  price_data: z.looseObject({
    currency,
    unit_amount: integer.pipe(z.number().min(0, 'Invalid integer: must be 0 or more')),
    product_data: z.looseObject({ name: z.string().min(1) }),
  }),
  quantity: integer.pipe(z.number().min(1, 'Invalid integer: must be 1 or more')),
});

export const sessionCreate = z.looseObject({
  mode: z.enum(['payment', 'setup'], 'Invalid mode: the stand-in covers payment and setup'),
  success_url: url,
  cancel_url: url.optional(),
  customer: z.string().optional(),
  customer_email: z.email('Invalid email address').optional(),
  client_reference_id: text(200).optional(),
  currency: currency.optional(),
  line_items: z.array(lineItem).min(1).max(100).optional(),
  metadata,
  payment_intent_data: z
    .looseObject({
      metadata,
      description: text(1000).optional(),
      setup_future_usage: z.enum(['on_session', 'off_session']).optional(),
    })
    .optional(),
  setup_intent_data: z.looseObject({ metadata, description: text(1000).optional() }).optional(),
  expires_at: integer.optional(),
});

export const paymentIntentCreate = z.looseObject({
  amount: integer,
  currency,
  customer: z.string().optional(),
  payment_method: z.string().optional(),
  description: text(1000).optional(),
  metadata,
  confirm: boolean.optional(),
  // `true`, or the kind of off-session payment ('one_off', 'recurring').
  off_session: z
    .enum(['true', 'false', 'one_off', 'recurring'], 'Invalid off_session')
    .transform((value) => value !== 'false')
    .optional(),
});

export const refundCreate = z.looseObject({
  payment_intent: z.string().optional(),
  charge: z.string().optional(),
  amount: integer.pipe(z.number().min(1, 'Invalid integer: must be 1 or more')).optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer'], 'Invalid reason').optional(),
  metadata,
});

export const listParams = z.looseObject({
  customer: z.string().optional(),
  type: z.string().optional(),
  limit: integer.pipe(z.number().min(1).max(100)).optional(),
});

/** `line_items[0][price_data]`: the issue's path as Stripe names a parameter. */
const paramName = (path: PropertyKey[]) =>
  path.map((segment, index) => (index === 0 ? String(segment) : `[${String(segment)}]`)).join('');

const valueAt = (body: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined,
    body,
  );

/** Parses `body`, or throws Stripe's 400 for the first problem (`parameter_missing` when one is absent). */
export const parseParams = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const param = paramName(issue.path);
  if (valueAt(body, issue.path) === undefined && issue.code === 'invalid_type')
    throw invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
  throw new StripeApiError(400, {
    type: 'invalid_request_error',
    message: `Invalid ${param}: ${issue.message}`,
    param,
  });
};
