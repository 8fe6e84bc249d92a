import { DETAILS, type Details } from './gocardless-details';
import type {
  BankAccount,
  BillingRequest,
  BillingRequestFlow,
  Customer,
  Event,
  Mandate,
  Payment,
  Refund,
} from './gocardless-types';
import { addWorkingDays, gocardlessId, londonDate } from './http';
import type { Work } from './work';

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
