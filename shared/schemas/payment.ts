import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { AUTO_PAY_CHOICES, PAYMENT_PROVIDERS, PAYMENT_STATES, PAYMENTS } from '../payments';
import { isCleanText, notAllowedMessage } from './fields';
import { PAYMENT_METHODS } from './invoice';

/**
 * Payments: what the client and the office see of money moving against an invoice, the
 * saved ways to pay, refunds with their credit notes, and the requests that start each.
 */

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id');
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const reason = z
  .string({ error: 'Please say why' })
  .trim()
  .min(3, 'Please say why')
  .max(300, 'At most 300 characters')
  .refine(isCleanText, notAllowedMessage('The reason'));

/** One step of a payment's life: a provider's event, the schedule, the office or the client. */
export const PaymentStepSchema = z.strictObject({
  at: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** Words for people: "Card declined: insufficient funds", "Direct Debit submitted to the bank". */
  note: z.string(),
  source: z.enum(['provider', 'schedule', 'office', 'client']),
  /** The provider's event id, for the office (never shown to the client). */
  eventId: z.string().optional(),
});

export const RefundSchema = z.strictObject({
  id: z.string(),
  amountPence: z.number().int(),
  at: z.string(),
  reason: z.string(),
  state: z.enum(['pending', 'paid', 'failed']),
  creditNoteId: z.string(),
  /** A Tax-Free Childcare payment goes back to the parent's childcare account, not to them. */
  toChildcareAccount: z.boolean().optional(),
});

export const PaymentSchema = z.strictObject({
  id: z.string(),
  invoiceId: z.string(),
  userId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  amountPence: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  /** "Visa ending 4242", "Direct Debit from Barclays ••23", "Tax-Free Childcare AJON12345TFC". */
  description: z.string(),
  /** The Tax-Free Childcare payment reference, or what the office typed for a bank transfer. */
  reference: z.string().optional(),
  /** Taken automatically (a saved card or Direct Debit), not by the client on the payment page. */
  automatic: z.boolean(),
  /** For Direct Debit: the day the bank takes it. */
  chargeDate: z.string().optional(),
  /** When the provider confirmed it (London date), once paid. */
  paidDate: z.string().optional(),
  failure: z.strictObject({ code: z.string(), message: z.string() }).optional(),
  /** Which attempt of an automatic collection this was (1, 2 ...). */
  attempt: z.number().int(),
  refundedPence: z.number().int(),
  refunds: z.array(RefundSchema),
  history: z.array(PaymentStepSchema),
  createdAt: z.string(),
});

/** A UK credit note: its own number series, linked to the invoice it reduces, never edited. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6}$/;
export const CreditNoteSchema = z.strictObject({
  id: z.string(),
  creditNoteNumber: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  userId: z.string(),
  paymentId: z.string(),
  refundId: z.string(),
  date: z.string(),
  reason: z.string(),
  /** VAT-inclusive, like the invoice's lines; `vatPence` is the rate's share of it. */
  amountPence: z.number().int(),
  vatPence: z.number().int(),
  vatRatePercent: z.number(),
  refundedTo: z.string(),
  createdAt: z.string(),
});

/** An invoice's money: its payments (newest first), credit notes, and what is still due. */
export const InvoiceMoneySchema = z.strictObject({
  invoiceId: z.string(),
  amountDuePence: z.number().int(),
  /** The client may pay it by card now: unpaid, not void, nothing pending. */
  canPayOnline: z.boolean(),
  /** It will be taken automatically: how and when. */
  autoCollect: z
    .strictObject({ method: z.enum(['card', 'direct_debit']), date: z.string(), description: z.string() })
    .optional(),
  payments: z.array(PaymentSchema),
  creditNotes: z.array(CreditNoteSchema),
});

/** Where the browser goes next: a provider's hosted page (card payment, saving a card, Direct Debit). */
export const CheckoutSchema = z.strictObject({ url: z.url(), expiresAt: z.string() });

export const SavedCardSchema = z.strictObject({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  addedAt: z.string(),
});

export const MandateSchema = z.strictObject({
  bankName: z.string(),
  accountEnding: z.string(),
  accountHolder: z.string(),
  /** The mandate reference the bank statement shows. */
  reference: z.string(),
  status: z.enum(['pending', 'active', 'failed', 'cancelled']),
  addedAt: z.string(),
});

export const PaymentMethodsSchema = z.strictObject({
  card: SavedCardSchema.optional(),
  directDebit: MandateSchema.optional(),
  /** How future invoices are paid; `off` (the default) means the client pays each one. */
  autoPay: z.enum(AUTO_PAY_CHOICES),
});

export const AutoPayRequestSchema = z.strictObject({
  autoPay: z.enum(AUTO_PAY_CHOICES, { error: 'Please choose how to pay' }),
});

/** The saved method a client removes. */
export const PaymentMethodParamsSchema = z.strictObject({
  kind: z.enum(['card', 'direct-debit'], { error: 'Not a payment method' }),
});

export const RefundRequestSchema = z.strictObject({
  paymentId: id,
  amountPence: z
    .number({ error: 'Amount must be a number of pence' })
    .int('Amount must be a whole number of pence')
    .min(1, 'Amount must be more than 0'),
  reason,
});

export const RefundResultSchema = z.strictObject({
  payment: PaymentSchema,
  creditNote: CreditNoteSchema,
});

export const StatementQuerySchema = z
  .strictObject({
    from: calendarDate('From must be a date'),
    to: calendarDate('To must be a date'),
  })
  .superRefine((value, context) => {
    if (value.to < value.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days > PAYMENTS.statementMaxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: 'A statement covers at most a year' });
  });

/** Two path ids: an invoice and one of its payments or credit notes. */
export const InvoiceItemParamsSchema = z.strictObject({ id, itemId: id });

/** A provider's webhook as the dispatcher hands it over: the exact bytes and the signature header. */
export const WebhookDeliverySchema = z.strictObject({
  raw: z.string(),
  signature: z.string().optional(),
});
export const WebhookAnswerSchema = z.strictObject({ received: z.literal(true) });

export type PaymentStep = z.infer<typeof PaymentStepSchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type CreditNote = z.infer<typeof CreditNoteSchema>;
export type InvoiceMoney = z.infer<typeof InvoiceMoneySchema>;
export type Checkout = z.infer<typeof CheckoutSchema>;
export type SavedCard = z.infer<typeof SavedCardSchema>;
export type Mandate = z.infer<typeof MandateSchema>;
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;
export type AutoPayRequest = z.infer<typeof AutoPayRequestSchema>;
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
export type RefundResult = z.infer<typeof RefundResultSchema>;
export type StatementQuery = z.infer<typeof StatementQuerySchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
