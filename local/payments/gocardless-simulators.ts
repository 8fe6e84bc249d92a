import { type GoCardlessStore, invalidState, notFound } from './gocardless-objects';
import type { Payment } from './gocardless-types';

/** A payment's way when all goes well; failures and chargebacks leave it from a point on it. */
const PAYMENT_PATH = ['pending_submission', 'submitted', 'confirmed', 'paid_out'] as const;
type PathStatus = (typeof PAYMENT_PATH)[number];

const wrongState = (kind: string, id: string, status: string, scenario: string) =>
  invalidState('invalid_state', `The ${kind} ${id} is ${status}, so ${scenario} cannot run on it`);

/**
 * The sandbox's scenario simulators (`POST /scenario_simulators/<identifier>/actions/run`). Unlike the
 * sandbox, which wants most of them run on a resource that has not moved yet, these walk the resource from
 * wherever it is (auto-progress may have moved it) through each step to the one named, emitting every event.
 */
export const SCENARIOS = [
  'payment_confirmed',
  'payment_paid_out',
  'payment_failed',
  'payment_charged_back',
  'mandate_activated',
  'mandate_failed',
  'refund_paid',
] as const;

export const runScenario = (store: GoCardlessStore, scenario: string, resourceId: string): void => {
  if (scenario.startsWith('payment_')) {
    runPaymentScenario(store, scenario, resourceId);
    return;
  }
  if (scenario === 'mandate_activated' || scenario === 'mandate_failed') {
    const mandate = store.find(store.mandates, resourceId);
    if (mandate.status !== 'pending_submission' && mandate.status !== 'submitted')
      throw wrongState('mandate', mandate.id, mandate.status, scenario);
    if (mandate.status === 'pending_submission') store.moveMandate(mandate, 'submitted');
    store.moveMandate(mandate, scenario === 'mandate_activated' ? 'active' : 'failed');
    return;
  }
  if (scenario === 'refund_paid') {
    const refund = store.find(store.refunds, resourceId);
    if (refund.status !== 'created') throw wrongState('refund', refund.id, refund.status, scenario);
    store.moveRefund(refund, 'paid');
    return;
  }
  throw notFound();
};

const runPaymentScenario = (store: GoCardlessStore, scenario: string, resourceId: string): void => {
  const payment = store.find(store.payments, resourceId);
  const at = PAYMENT_PATH.indexOf(payment.status as PathStatus);
  const walkTo = (target: PathStatus) => {
    if (payment.status === 'pending_submission') {
      const mandate = store.mandates.get(payment.links.mandate ?? '');
      if (mandate?.status !== 'active')
        throw invalidState(
          'mandate_not_active',
          `The mandate of ${payment.id} is not active: run mandate_activated first`,
        );
    }
    for (const status of PAYMENT_PATH.slice(PAYMENT_PATH.indexOf(payment.status as PathStatus) + 1)) {
      store.movePayment(payment, status as Payment['status']);
      if (status === target) return;
    }
  };
  const refuse = () => wrongState('payment', payment.id, payment.status, scenario);
  switch (scenario) {
    case 'payment_confirmed':
    case 'payment_paid_out': {
      const target = scenario === 'payment_confirmed' ? 'confirmed' : 'paid_out';
      if (at < 0 || at >= PAYMENT_PATH.indexOf(target)) throw refuse();
      walkTo(target);
      break;
    }
    case 'payment_failed':
      if (at < 0 || at > 1) throw refuse();
      if (at === 0) walkTo('submitted');
      store.movePayment(payment, 'failed');
      break;
    case 'payment_charged_back':
      if (at < 0) throw refuse();
      if (at < 2) walkTo('confirmed');
      store.movePayment(payment, 'charged_back');
      break;
    default:
      throw notFound();
  }
};
