import type * as GoCardless from 'gocardless-nodejs';

export type Details = GoCardless.EventDetails;

/** The details GoCardless gives each event (its reference's wording, kept short). */
export const DETAILS: Record<string, Details> = {
  'billing_requests.fulfilled': {
    origin: 'payer',
    cause: 'billing_request_fulfilled',
    description: 'This billing request has been fulfilled, and the resources have been created.',
  },
  'mandates.created': {
    origin: 'api',
    cause: 'mandate_created',
    description: 'Mandate created via the API.',
  },
  'mandates.submitted': {
    origin: 'gocardless',
    cause: 'mandate_submitted',
    description: 'The mandate has been submitted to the banks.',
  },
  'mandates.active': {
    origin: 'gocardless',
    cause: 'mandate_activated',
    description:
      'The time window after submission for the banks to refuse a mandate has ended without any errors being received, so this mandate is now active.',
  },
  'mandates.failed': {
    origin: 'bank',
    cause: 'invalid_bank_details',
    scheme: 'bacs',
    reason_code: 'AUDDIS-5',
    description: 'The specified bank account does not exist or was closed.',
  },
  'mandates.cancelled': {
    origin: 'api',
    cause: 'mandate_cancelled',
    description: 'The mandate was cancelled at your request.',
  },
  'payments.created': {
    origin: 'api',
    cause: 'payment_created',
    description: 'Payment created via the API.',
  },
  'payments.submitted': {
    origin: 'gocardless',
    cause: 'payment_submitted',
    description: 'Payment submitted to the banks. As a result, it can no longer be cancelled.',
  },
  'payments.confirmed': {
    origin: 'gocardless',
    cause: 'payment_confirmed',
    description:
      'Enough time has passed since the payment was submitted for the banks to return an error, so this payment is now confirmed.',
  },
  'payments.paid_out': {
    origin: 'gocardless',
    cause: 'payment_paid_out',
    description: 'The payment has been paid out by GoCardless.',
  },
  'payments.failed': {
    origin: 'bank',
    cause: 'insufficient_funds',
    scheme: 'bacs',
    reason_code: 'ARUDD-0',
    description: "The customer's account had insufficient funds to make this payment.",
    will_attempt_retry: false,
  },
  'payments.charged_back': {
    origin: 'bank',
    cause: 'authorisation_disputed',
    scheme: 'bacs',
    reason_code: 'DDICA-5',
    description:
      'The customer has disputed that the payment was authorised (a Direct Debit Indemnity Claim).',
  },
  'payments.cancelled': {
    origin: 'api',
    cause: 'payment_cancelled',
    description: 'The payment was cancelled.',
  },
  'payments.resubmission_requested': {
    origin: 'api',
    cause: 'payment_retried',
    description: 'An attempt to reattempt collection of this payment was requested.',
  },
  'refunds.created': {
    origin: 'api',
    cause: 'payment_refunded',
    description: 'The refund has been created, and will be submitted in the next batch.',
  },
  'refunds.paid': {
    origin: 'gocardless',
    cause: 'refund_paid',
    description: 'The refund has been paid to your customer.',
  },
};
