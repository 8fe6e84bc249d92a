import type * as GoCardless from 'gocardless-nodejs';
import { addWorkingDays, gocardlessId, londonDate } from './http';
import type { Work } from './work';

/*
 * GoCardless's resources as this stand-in keeps them: each picks its fields from the SDK's own types
 * (made required, so none is forgotten), so a field GoCardless does not have fails the typecheck.
 */
type Fields<T, K extends keyof T> = Required<Pick<T, K>>;
export type Customer = Fields<
  GoCardless.Customer,
  | 'id'
  | 'created_at'
  | 'email'
  | 'given_name'
  | 'family_name'
  | 'company_name'
  | 'country_code'
  | 'language'
  | 'metadata'
>;
export type BankAccount = Fields<
  GoCardless.CustomerBankAccount,
  | 'id'
  | 'created_at'
  | 'account_holder_name'
  | 'account_number_ending'
  | 'bank_name'
  | 'country_code'
  | 'currency'
  | 'enabled'
  | 'metadata'
  | 'links'
>;
export type Mandate = Fields<
  GoCardless.Mandate,
  | 'id'
  | 'created_at'
  | 'authorisation_source'
  | 'funds_settlement'
  | 'links'
  | 'metadata'
  | 'next_possible_charge_date'
  | 'payments_require_approval'
  | 'reference'
  | 'scheme'
  | 'status'
>;
export type BillingRequest = Fields<
  GoCardless.BillingRequest,
  | 'id'
  | 'created_at'
  | 'status'
  | 'mandate_request'
  | 'payment_request'
  | 'metadata'
  | 'links'
  | 'fallback_enabled'
>;
export type BillingRequestFlow = Fields<
  GoCardless.BillingRequestFlow,
  | 'id'
  | 'created_at'
  | 'expires_at'
  | 'authorisation_url'
  | 'auto_fulfil'
  | 'redirect_uri'
  | 'exit_uri'
  | 'links'
  | 'prefilled_customer'
  | 'lock_bank_account'
  | 'lock_customer_details'
>;
export type Payment = Fields<
  GoCardless.Payment,
  | 'id'
  | 'created_at'
  | 'charge_date'
  | 'amount'
  | 'amount_refunded'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'reference'
  | 'retry_if_possible'
  | 'scheme'
  | 'status'
  | 'links'
>;
export type Refund = Fields<
  GoCardless.Refund,
  'id' | 'created_at' | 'amount' | 'currency' | 'metadata' | 'reference' | 'status' | 'links'
>;
export type Event = Fields<
  GoCardless.Event,
  'id' | 'created_at' | 'resource_type' | 'action' | 'links' | 'details' | 'metadata' | 'resource_metadata'
>;

/** A refusal in GoCardless's shape: `{ error: { type, code, message, errors: [...] } }` with its status. */
export class GoCardlessApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'validation_failed' | 'invalid_api_usage' | 'invalid_state' | 'gocardless',
    message: string,
    readonly errors: {
      reason?: string;
      message: string;
      field?: string;
      request_pointer?: string;
      links?: object;
    }[],
  ) {
    super(message);
  }
}

export const invalidState = (reason: string, message: string, links?: object) =>
  new GoCardlessApiError(422, 'invalid_state', message, [{ reason, message, ...(links ? { links } : {}) }]);

export const notFound = () =>
  new GoCardlessApiError(404, 'invalid_api_usage', 'Resource not found', [
    { reason: 'resource_not_found', message: 'Resource not found' },
  ]);

type Details = GoCardless.EventDetails;

/** The details GoCardless gives each event (its reference's wording, kept short). */
export const DETAILS: Record<string, Details> = {
  'billing_requests.fulfilled': {
    origin: 'payer' as Details['origin'],
    cause: 'billing_request_fulfilled',
    description: 'This billing request has been fulfilled, and the resources have been created.',
  },
  'mandates.created': {
    origin: 'api' as Details['origin'],
    cause: 'mandate_created',
    description: 'Mandate created via the API.',
  },
  'mandates.submitted': {
    origin: 'gocardless' as Details['origin'],
    cause: 'mandate_submitted',
    description: 'The mandate has been submitted to the banks.',
  },
  'mandates.active': {
    origin: 'gocardless' as Details['origin'],
    cause: 'mandate_activated',
    description:
      'The time window after submission for the banks to refuse a mandate has ended without any errors being received, so this mandate is now active.',
  },
  'mandates.failed': {
    origin: 'bank' as Details['origin'],
    cause: 'invalid_bank_details',
    scheme: 'bacs' as Details['scheme'],
    reason_code: 'AUDDIS-5',
    description: 'The specified bank account does not exist or was closed.',
  },
  'mandates.cancelled': {
    origin: 'api' as Details['origin'],
    cause: 'mandate_cancelled',
    description: 'The mandate was cancelled at your request.',
  },
  'payments.created': {
    origin: 'api' as Details['origin'],
    cause: 'payment_created',
    description: 'Payment created via the API.',
  },
  'payments.submitted': {
    origin: 'gocardless' as Details['origin'],
    cause: 'payment_submitted',
    description: 'Payment submitted to the banks. As a result, it can no longer be cancelled.',
  },
  'payments.confirmed': {
    origin: 'gocardless' as Details['origin'],
    cause: 'payment_confirmed',
    description:
      'Enough time has passed since the payment was submitted for the banks to return an error, so this payment is now confirmed.',
  },
  'payments.paid_out': {
    origin: 'gocardless' as Details['origin'],
    cause: 'payment_paid_out',
    description: 'The payment has been paid out by GoCardless.',
  },
  'payments.failed': {
    origin: 'bank' as Details['origin'],
    cause: 'insufficient_funds',
    scheme: 'bacs' as Details['scheme'],
    reason_code: 'ARUDD-0',
    description: "The customer's account had insufficient funds to make this payment.",
    will_attempt_retry: false,
  },
  'payments.charged_back': {
    origin: 'bank' as Details['origin'],
    cause: 'authorisation_disputed',
    scheme: 'bacs' as Details['scheme'],
    reason_code: 'DDICA-5',
    description:
      'The customer has disputed that the payment was authorised (a Direct Debit Indemnity Claim).',
  },
  'payments.cancelled': {
    origin: 'api' as Details['origin'],
    cause: 'payment_cancelled',
    description: 'The payment was cancelled.',
  },
  'payments.resubmission_requested': {
    origin: 'api' as Details['origin'],
    cause: 'payment_retried',
    description: 'An attempt to reattempt collection of this payment was requested.',
  },
  'refunds.created': {
    origin: 'api' as Details['origin'],
    cause: 'payment_refunded',
    description: 'The refund has been created, and will be submitted in the next batch.',
  },
  'refunds.paid': {
    origin: 'gocardless' as Details['origin'],
    cause: 'refund_paid',
    description: 'The refund has been paid to your customer.',
  },
};

/** Sandbox account numbers (sort code 200000): 55779911 sets up and pays; 55779922 pays nothing. */
export const FAILING_ACCOUNT = '55779922';
export const CREDITOR_ID = 'CR000LOCALSTANDIN';

/** Everything the GoCardless half knows, and how its mandates, payments and refunds move. */
export class GoCardlessStore {
  readonly customers = new Map<string, Customer>();
  readonly bankAccounts = new Map<string, BankAccount>();
  /** The full account number behind each bank account, which decides whether its payments fail. */
  readonly accountNumbers = new Map<string, string>();
  readonly mandates = new Map<string, Mandate>();
  readonly billingRequests = new Map<string, BillingRequest>();
  readonly flows = new Map<string, BillingRequestFlow>();
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();
  readonly events = new Map<string, Event>();

  constructor(
    private readonly emitEvent: (event: Event) => void,
    private readonly work: Work,
    private readonly timing: { autoProgress: boolean; stepDelayMs: number },
  ) {}

  find<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw notFound();
    return found;
  }

  emit(
    key: string,
    links: Record<string, string>,
    resourceMetadata: Record<string, string>,
    details: Details = DETAILS[key] ?? {},
  ): void {
    const [resourceType, action] = key.split('.') as [Event['resource_type'], string];
    const event: Event = {
      id: gocardlessId('EV'),
      created_at: new Date().toISOString(),
      resource_type: resourceType,
      action,
      links,
      details,
      metadata: {},
      resource_metadata: structuredClone(resourceMetadata),
    };
    this.events.set(event.id, event);
    this.emitEvent(event);
  }

  /** The first day a new payment could be collected: later while the mandate is still being set up. */
  nextChargeDate(status: Mandate['status']): string {
    return addWorkingDays(londonDate(), status === 'active' ? 3 : 4);
  }

  moveMandate(mandate: Mandate, status: 'submitted' | 'active' | 'failed' | 'cancelled'): void {
    mandate.status = status;
    mandate.next_possible_charge_date =
      status === 'failed' || status === 'cancelled' ? null : this.nextChargeDate(status);
    this.emit(`mandates.${status}`, { mandate: mandate.id }, mandate.metadata);
    if (status === 'active') for (const payment of this.paymentsOf(mandate)) this.progressPayment(payment);
    if (status === 'failed' || status === 'cancelled')
      for (const payment of this.paymentsOf(mandate))
        this.movePayment(payment, 'cancelled', {
          ...DETAILS['payments.cancelled'],
          cause: status === 'failed' ? 'mandate_failed' : 'mandate_cancelled',
          description: `The mandate for this payment was ${status}.`,
        });
  }

  private paymentsOf(mandate: Mandate): Payment[] {
    return [...this.payments.values()].filter(
      (payment) => payment.links.mandate === mandate.id && payment.status === 'pending_submission',
    );
  }

  movePayment(payment: Payment, status: Payment['status'], details?: Details): void {
    payment.status = status;
    const action = status === 'pending_submission' ? 'resubmission_requested' : status;
    this.emit(`payments.${action}`, { payment: payment.id }, payment.metadata, details);
  }

  moveRefund(refund: Refund, status: 'paid'): void {
    refund.status = status;
    this.emit(
      `refunds.${status}`,
      { refund: refund.id, payment: refund.links.payment ?? '' },
      refund.metadata,
    );
  }

  /** Whether a mandate's bank account is the sandbox's account whose payments fail. */
  failsPayments(mandate: Mandate): boolean {
    return this.accountNumbers.get(mandate.links.customer_bank_account ?? '') === FAILING_ACCOUNT;
  }

  // With autoProgress, what the banks would do over days happens in steps a few hundred milliseconds apart,
  // each step checking that nothing (a simulator, a cancellation) moved the resource meanwhile.

  progressMandate(mandate: Mandate): void {
    if (!this.timing.autoProgress) return;
    this.work.later(this.timing.stepDelayMs, () => {
      if (mandate.status !== 'pending_submission') return;
      this.moveMandate(mandate, 'submitted');
      this.work.later(this.timing.stepDelayMs, () => {
        if (mandate.status === 'submitted') this.moveMandate(mandate, 'active');
      });
    });
  }

  progressPayment(payment: Payment): void {
    const mandate = this.mandates.get(payment.links.mandate ?? '');
    if (!this.timing.autoProgress || mandate?.status !== 'active') return;
    this.work.later(this.timing.stepDelayMs, () => {
      if (payment.status !== 'pending_submission') return;
      this.movePayment(payment, 'submitted');
      this.work.later(this.timing.stepDelayMs, () => {
        if (payment.status === 'submitted')
          this.movePayment(payment, this.failsPayments(mandate) ? 'failed' : 'confirmed');
      });
    });
  }

  progressRefund(refund: Refund): void {
    if (!this.timing.autoProgress) return;
    this.work.later(this.timing.stepDelayMs, () => {
      if (refund.status === 'created') this.moveRefund(refund, 'paid');
    });
  }
}
