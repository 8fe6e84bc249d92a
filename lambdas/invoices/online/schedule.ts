import { formatDate, todayInLondon } from '../../../shared/dates';
import { addDays } from '../../../shared/london-time';
import { PAYMENTS } from '../../../shared/payments';
import { SERVICE_TYPE_LABELS } from '../../../shared/schemas/booking';
import { BOOKINGS_OF_USER, noteDeposit, toBookingForInvoice } from '../../data/booking';
import { toRecord } from '../../data/invoice';
import { readAccount } from '../../data/invoice-account';
import { noticePut } from '../../data/notice';
import { getPaymentMethods } from '../../data/payment';
import { queryAll, queryUserItems } from '../../data/query';
import { byDate, LISTS } from '../../data/table';
import { cancellationReasons } from '../../data/transaction';
import { writeTransaction } from '../../data/write';
import { logger } from '../../lib/logger';
import { invoiceUpdate } from '../repository';
import { createInvoice } from '../service';
import { invoiceView } from './apply';
import { askProvider, collect } from './collect';
import { reminderDue } from './ledger';

/**
 * The payments function's schedule (every PAYMENTS.scheduleEveryMinutes in AWS; a timer locally), in
 * order: a late cancellation's fee becomes an invoice for a client who pays automatically; invoices
 * due (or due a retry) are collected from the saved method; a collection the provider never answered
 * is asked again (same idempotency key); unpaid invoices past their due date are reminded, once per
 * step. Each step reads bounded windows of the by-date lists (queries, never scans), and is safe to
 * run twice at once: every write is conditional on what it read.
 */

/** How far back the schedule looks: monthly invoices are due 14 days after issue, reminders 10 after. */
const INVOICE_WINDOW_DAYS = 62;
/** A fee follows a cancellation within the terms' notice of the visit, so its visit is this recent. */
const FEE_WINDOW_DAYS = 14;
/** A collection the provider has not answered in this long is asked again. */
const RESUME_AFTER_MS = 2 * 60_000;

export interface ScheduleReport {
  fees: number;
  deposits: number;
  collections: number;
  resumed: number;
  reminders: number;
}

const listFrom = async (list: string, fromSortKey: string) =>
  queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list AND #sk >= :from',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#sk': byDate.sortKey },
    ExpressionAttributeValues: { ':list': list, ':from': fromSortKey },
  });

/** Narrows a run to one client's records: an operator's rerun for them, and the tests' own data. */
export interface ScheduleScope {
  userId?: string;
}

/** Late cancellations with a fee, of clients who pay automatically: each invoiced once (its key). */
const invoiceFees = async (today: string, scope: ScheduleScope): Promise<number> => {
  const bookings = (await listFrom(LISTS.bookings, addDays(today, -FEE_WINDOW_DAYS))).map(
    toBookingForInvoice,
  );
  const fees = bookings.filter(
    (booking) =>
      (!scope.userId || booking.userId === scope.userId) &&
      booking.status === 'cancelled' &&
      (booking.cancellation?.feePence ?? 0) > 0 &&
      !booking.invoiceId &&
      booking.serviceDate <= addDays(today, 7),
  );
  let made = 0;
  for (const booking of fees) {
    const methods = await getPaymentMethods(booking.userId);
    if (methods.autoPay === 'off') continue;
    try {
      await createInvoice({ userId: booking.userId, bookingIds: [booking.id] }, `fee-${booking.id}`);
      made += 1;
    } catch (error) {
      logger.warn('A cancellation fee was not invoiced; the next run tries again', {
        bookingId: booking.id,
        error,
      });
    }
  }
  return made;
};

/**
 * A client's first deep clean asks a deposit (PAYMENTS.deposit): an invoice of its own for that share of
 * the estimate, issued once (keyed by the visit), due at once, paid or collected like any other, and
 * noted on the visit, whose own invoice then takes it off (billing.ts paidDeposits).
 */
const invoiceDeposits = async (today: string, scope: ScheduleScope): Promise<number> => {
  const candidates = (await listFrom(LISTS.bookings, today))
    .map(toBookingForInvoice)
    .filter(
      (booking) =>
        (!scope.userId || booking.userId === scope.userId) &&
        PAYMENTS.deposit.services.includes(booking.serviceType) &&
        (booking.status === 'pending' || booking.status === 'confirmed') &&
        booking.estimate !== undefined &&
        !booking.deposit,
    );
  let made = 0;
  for (const booking of candidates) {
    const earlier = (await queryUserItems(booking.userId, BOOKINGS_OF_USER, true))
      .map(toBookingForInvoice)
      .some(
        (other) =>
          other.id !== booking.id &&
          other.serviceType === booking.serviceType &&
          other.status !== 'cancelled' &&
          `${other.serviceDate}T${other.serviceTime}` < `${booking.serviceDate}T${booking.serviceTime}`,
      );
    if (earlier) continue;
    const amountPence = Math.round(((booking.estimate?.totalPence ?? 0) * PAYMENTS.deposit.percent) / 100);
    try {
      const { invoice } = await createInvoice(
        {
          userId: booking.userId,
          lines: [
            {
              description: `Deposit (${PAYMENTS.deposit.percent}%) for your first ${SERVICE_TYPE_LABELS[booking.serviceType].toLowerCase()}, ${formatDate(booking.serviceDate)} at ${booking.serviceTime}`,
              quantity: 1,
              unitPence: amountPence,
            },
          ],
        },
        `deposit-${booking.id}`,
      );
      await noteDeposit(booking.id, {
        amountPence,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
      });
      made += 1;
    } catch (error) {
      logger.warn('A deposit was not invoiced; the next run tries again', { bookingId: booking.id, error });
    }
  }
  return made;
};

export const runSchedule = async (now = new Date(), scope: ScheduleScope = {}): Promise<ScheduleReport> => {
  const today = todayInLondon(now);
  const report: ScheduleReport = { fees: 0, deposits: 0, collections: 0, resumed: 0, reminders: 0 };
  report.fees = await invoiceFees(today, scope);
  report.deposits = await invoiceDeposits(today, scope);

  const invoices = (await listFrom(LISTS.invoices, addDays(today, -INVOICE_WINDOW_DAYS)))
    .map(toRecord)
    .filter((invoice) => invoice.status === 'unpaid' && (!scope.userId || invoice.userId === scope.userId));
  for (const listed of invoices) {
    try {
      const collection = listed.collection;
      if (collection?.state === 'pending') {
        const account = await readAccount(listed.id);
        const payment = account?.payments.find((p) => p.id === collection.paymentId);
        if (
          account &&
          payment?.state === 'pending' &&
          !payment.providerPaymentId &&
          now.getTime() - Date.parse(payment.createdAt) > RESUME_AFTER_MS
        ) {
          await askProvider(account.invoice, payment, await getPaymentMethods(listed.userId), now);
          report.resumed += 1;
        }
        continue;
      }
      const dueForCollection =
        listed.dueDate <= today &&
        (!collection ||
          collection.state === 'scheduled' ||
          (collection.state === 'failed' &&
            collection.retryDate !== undefined &&
            collection.retryDate <= today));
      if (dueForCollection) {
        const account = await readAccount(listed.id);
        if (account && (await collect(account, 'schedule', now)) === 'started') {
          report.collections += 1;
          continue;
        }
      }
      if (await remind(listed.id, today)) report.reminders += 1;
    } catch (error) {
      // One invoice's trouble must not stop the others; the next run sees it again.
      logger.error('The payments schedule failed on an invoice', { invoiceId: listed.id, error });
    }
  }
  return report;
};

/** The reminder due today, if any, written with the invoice's note of it (so it goes once). */
const remind = async (invoiceId: string, today: string): Promise<boolean> => {
  const account = await readAccount(invoiceId);
  if (!account) return false;
  const { invoice } = account;
  if (invoice.status !== 'unpaid' || invoice.collection?.state === 'pending') return false;
  // An invoice about to be taken automatically is not chased.
  if (invoice.collection?.state === 'scheduled') return false;
  const due = reminderDue(invoice, today, addDays);
  if (!due) return false;
  const remindersSent = [...(invoice.remindersSent ?? []), ...due.mark];
  try {
    await writeTransaction([
      invoiceUpdate(
        invoice,
        { remindersSent },
        { condition: '#status = :unpaid', values: { ':unpaid': 'unpaid' } },
      ),
      noticePut({
        kind: 'invoice-reminder',
        userId: invoice.userId,
        subject: { type: 'invoice', id: invoice.id },
        facts: { invoice: invoiceView({ ...invoice, remindersSent }), reminder: { daysAfterDue: due.send } },
        id: `reminder-${invoice.id}-${due.send}`,
      }),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
};
