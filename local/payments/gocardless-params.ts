import { z } from 'zod';
import { GoCardlessApiError } from './gocardless-objects';

/** GoCardless's metadata limits: at most 3 keys, keys up to 50 characters, values up to 500. */
const metadata = z
  .record(
    z.string().max(50, 'keys must be at most 50 characters'),
    z.string().max(500, 'values must be at most 500 characters'),
  )
  .refine((value) => Object.keys(value).length <= 3, 'must have at most 3 keys')
  .default({});
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const billingRequestCreate = z.looseObject({
  mandate_request: z.looseObject({
    currency: z.literal('GBP', 'must be GBP: the stand-in covers Bacs'),
    scheme: z.literal('bacs', 'must be bacs: the stand-in covers Bacs').optional(),
  }),
  payment_request: z.undefined('the stand-in covers mandate requests only').optional(),
  metadata,
});
export const flowCreate = z.looseObject({
  redirect_uri: z.url().optional(),
  exit_uri: z.url().optional(),
  links: z.looseObject({ billing_request: z.string() }),
  prefilled_customer: z
    .looseObject({
      given_name: z.string().optional(),
      family_name: z.string().optional(),
      email: z.string().optional(),
    })
    .optional(),
});
export const paymentCreate = z.looseObject({
  amount: z.number().int('must be a whole number of pence').min(1, 'must be at least 1'),
  currency: z.literal('GBP', 'must be GBP for a Bacs mandate'),
  links: z.looseObject({ mandate: z.string() }),
  metadata,
  description: z.string().max(255).optional(),
  // Bacs references are at most 10 characters (GoCardless: "Payment references").
  reference: z.string().max(10, 'must be at most 10 characters for Bacs').optional(),
  charge_date: date.optional(),
  retry_if_possible: z.boolean().optional(),
});
export const refundCreate = z.looseObject({
  amount: z.number().int().min(1, 'must be at least 1'),
  total_amount_confirmation: z.number().int(),
  links: z.looseObject({ payment: z.string() }),
  metadata,
  reference: z.string().max(10).optional(),
});
export const paymentAction = z.looseObject({ metadata: metadata.optional(), charge_date: date.optional() });
export const scenarioRun = z.looseObject({ links: z.looseObject({ resource: z.string() }) });

/** `{ payments: {...} }` → the inner object, checked; GoCardless's 422 validation_failed listing each field. */
export const parse = <T extends z.ZodType>(
  schema: T,
  envelope: string,
  body: Record<string, unknown>,
): z.output<T> => {
  const result = schema.safeParse(body[envelope] ?? {});
  if (result.success) return result.data;
  throw new GoCardlessApiError(
    422,
    'validation_failed',
    'Validation failed',
    result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message:
        issue.code === 'invalid_type' && issue.message.includes('undefined') ? 'is required' : issue.message,
      request_pointer: `/${envelope}/${issue.path.join('/')}`,
    })),
  );
};
