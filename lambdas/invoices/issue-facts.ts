import { CHILDCARE_SERVICES } from '../../shared/payments';
import type { Billable, InvoiceCollection } from '../../shared/schemas/invoice';
import { getItems, projectionOf } from '../data/batch';
import { getPaymentMethods } from '../data/payment';
import { staffKey } from '../data/staff-key';
import { getBookings } from './billing';

/**
 * What an invoice learns when it is issued, besides its lines: whether it will be taken
 * automatically (the client chose a saved card or Direct Debit), and, for childcare, the carers' Ofsted
 * registrations, which a parent paying through Tax-Free Childcare needs to see on it.
 */

/** The collection the invoice is issued with, if the client pays automatically. */
export const collectionAtIssue = async (
  userId: string,
  dueDate: string,
): Promise<InvoiceCollection | undefined> => {
  const methods = await getPaymentMethods(userId);
  const usable =
    (methods.autoPay === 'card' && methods.card) ||
    (methods.autoPay === 'direct_debit' && ['active', 'pending'].includes(methods.directDebit?.status ?? ''));
  if (!usable || methods.autoPay === 'off') return undefined;
  return { state: 'scheduled', method: methods.autoPay, date: dueDate, attempt: 0 };
};

/** The Ofsted numbers of whoever cared for the children on the invoice's childcare visits. */
export const childcareAtIssue = async (
  visits: readonly Billable[],
): Promise<{ ofstedNumbers: string[] } | undefined> => {
  const care = visits.filter((visit) => CHILDCARE_SERVICES.includes(visit.serviceType as never));
  if (care.length === 0) return undefined;
  const bookings = await getBookings(care.map((visit) => visit.bookingId));
  const staffIds = [...new Set([...bookings.values()].flatMap((booking) => booking.staffId ?? []))];
  // Only the credentials, projected and unchecked: the staff function wrote each record through its
  // schema, and leaving that schema out keeps it out of this function's bundle (its size budget).
  const staff = (await getItems(staffIds.map(staffKey), false, projectionOf(['credentials']))) as {
    credentials?: { ofstedNumber?: string };
  }[];
  const ofstedNumbers = [
    ...new Set(staff.flatMap((member) => member.credentials?.ofstedNumber ?? [])),
  ].sort();
  return { ofstedNumbers };
};
