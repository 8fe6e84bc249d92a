import { PAYMENT_SCHEDULE_EVENT } from '../../../shared/payments';
import { paymentRoutes } from '../../../shared/routes/payments';
import { createDispatcher } from '../../lib/dispatcher';
import { logger } from '../../lib/logger';
import { accountFor, invoiceMoney, payInvoice } from './checkout';
import { collectNow } from './collect';
import { downloadCreditNote, downloadReceipt, downloadStatement } from './documents';
import { myPaymentMethods, removePaymentMethod, saveCard, setAutoPay, setUpDirectDebit } from './methods';
import { markPaidClosingPages, voidClosingPages } from './office';
import { refundPayment } from './refunds';
import { runSchedule } from './schedule';
import { goCardlessWebhook, stripeWebhook } from './webhooks';

/**
 * The payments function (decision 031): the routes of shared/routes/payments.ts, and the
 * schedule's event (EventBridge in AWS, a timer locally), which carries no route.
 */
const routes = createDispatcher('payments', paymentRoutes, {
  markInvoicePaid: ({ params, body }) => markPaidClosingPages(params.id, body),
  voidInvoice: ({ params, body }) => voidClosingPages(params.id, body),
  myInvoiceMoney: async ({ params }, { caller }) => invoiceMoney(await accountFor(params.id, caller), false),
  payInvoice: ({ params }, { caller }) => payInvoice(params.id, caller),
  downloadReceipt: ({ params }, { caller }) => downloadReceipt(params.id, params.itemId, caller),
  downloadCreditNote: ({ params }, { caller }) => downloadCreditNote(params.id, params.itemId, caller),
  downloadStatement: ({ query }, { caller }) => downloadStatement(caller.sub, query),
  myPaymentMethods: (_input, { caller }) => myPaymentMethods(caller.sub),
  saveCard: (_input, { caller, idempotencyKey }) => saveCard(caller.sub, idempotencyKey),
  setUpDirectDebit: (_input, { caller, idempotencyKey }) => setUpDirectDebit(caller.sub, idempotencyKey),
  removePaymentMethod: ({ params }, { caller }) => removePaymentMethod(caller.sub, params.kind),
  setAutoPay: ({ body }, { caller }) => setAutoPay(caller.sub, body),
  invoiceMoney: async ({ params }, { caller }) => invoiceMoney(await accountFor(params.id, caller), true),
  collectInvoice: async ({ params }, { caller }) => {
    const account = (await collectNow(params.id)) ?? (await accountFor(params.id, caller));
    return invoiceMoney(account, true);
  },
  refundPayment: ({ params, body }, { idempotencyKey }) => refundPayment(params.id, body, idempotencyKey),
  adminDownloadReceipt: ({ params }, { caller }) => downloadReceipt(params.id, params.itemId, caller),
  adminDownloadCreditNote: ({ params }, { caller }) => downloadCreditNote(params.id, params.itemId, caller),
  clientPaymentMethods: ({ params }) => myPaymentMethods(params.id),
  clientStatement: ({ params, query }) => downloadStatement(params.id, query),
  stripeWebhook: ({ body }) => stripeWebhook(body),
  goCardlessWebhook: ({ body }) => goCardlessWebhook(body),
});

type ScheduleEvent = typeof PAYMENT_SCHEDULE_EVENT;

const isSchedule = (event: unknown): event is ScheduleEvent =>
  (event as Partial<ScheduleEvent> | undefined)?.source === PAYMENT_SCHEDULE_EVENT.source;

export const handler = async (
  event: Parameters<typeof routes>[0] | ScheduleEvent,
  context?: Parameters<typeof routes>[1],
) => {
  if (isSchedule(event)) {
    const report = await runSchedule();
    // Every few minutes, mostly with nothing to do: only a run that did something is worth a line.
    if (Object.values(report).some((count) => count > 0)) logger.info('Payments schedule ran', { ...report });
    return report;
  }
  return routes(event, context);
};
