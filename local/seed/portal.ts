import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createBooking, createSeries } from '../../lambdas/bookings/book';
import { cancelBooking, rescheduleBooking } from '../../lambdas/bookings/changes';
import { confirmSeries, editBooking, updateBookingStatus } from '../../lambdas/bookings/office';
import { saveAddress } from '../../lambdas/data/profile';
import { submitFeedback } from '../../lambdas/feedback/service';
import { markInvoicePaid } from '../../lambdas/invoices/payments';
import { createInvoice } from '../../lambdas/invoices/service';
import { windowOn } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { addDays, hoursUntil, timeOf, weekdayNear } from '../../shared/london-time';
import type { Address } from '../../shared/schemas/address';
import type { Booking, CreateBooking, ServiceType } from '../../shared/schemas/booking';

const DAY = 86_400_000;

/** The first Monday-to-Friday date at least `days` from today, so every demo visit is in office hours. */
const weekdayFrom = (days: number) => weekdayNear(addDays(todayInLondon(), days));

/** The last Monday-to-Friday date before today. */
const lastWeekday = () => weekdayNear(addDays(todayInLondon(), -1), -1);

const DEMO_ADDRESS: Address = { line1: '14 Hatfield Road', town: 'Potters Bar', postcode: 'EN6 1HS' };

const visit = (
  serviceType: ServiceType,
  serviceDate: string,
  serviceTime: string,
  durationHours: number,
): CreateBooking => ({
  serviceType,
  serviceDate,
  serviceTime,
  durationHours,
  address: DEMO_ADDRESS,
  accessNotes: 'Side gate code 1234; please close it behind you.',
});

/** A start between 2 and 47 hours from now within the hours (so cancelling it now costs a fee). */
const soonSlot = (serviceType: ServiceType, durationHours: number) => {
  for (let day = 0; day <= 2; day += 1) {
    const date = addDays(todayInLondon(), day);
    const window = windowOn(date, serviceType);
    for (let start = window?.opens ?? 0; window && start + durationHours * 60 <= window.closes; start += 30) {
      const hours = hoursUntil(date, timeOf(start), new Date());
      if (hours > 2 && hours < 47) return visit(serviceType, date, timeOf(start), durationHours);
    }
  }
  throw new Error('no slot within 47 hours');
};

/**
 * Books through the real service as the client would, on the day it would have been booked: visits
 * already done were booked (and confirmed) before they happened.
 */
const booked = (clientId: string, request: CreateBooking, bookedDaysAgo = 0) =>
  createBooking(clientId, request, undefined, new Date(Date.now() - bookedDaysAgo * DAY));

const confirm = (booking: Booking, staffName: string, at = new Date()) =>
  updateBookingStatus(booking.id, { status: 'confirmed', staffName }, at);

/**
 * The demo client's portal: visits in every status (one completed with feedback, one without, one
 * done but not yet marked complete), a weekly ironing series the office has confirmed, a visit the
 * client moved, a late cancellation with its fee, and invoices both paid and unpaid, one with an
 * uploaded PDF.
 */
export const seedPortal = async (clientId: string): Promise<void> => {
  await saveAddress(clientId, DEMO_ADDRESS);
  const now = Date.now();

  // Done: booked two weeks ago, confirmed, completed after they started.
  const reviewed = await booked(clientId, visit('deep_cleaning', weekdayFrom(-5), '12:00', 6), 14);
  await confirm(reviewed, 'Joanna Kowalska', new Date(now - 10 * DAY));
  await updateBookingStatus(reviewed.id, { status: 'completed' });
  const housekeeping = await booked(clientId, visit('housekeeping', weekdayFrom(-4), '08:00', 4), 14);
  await confirm(housekeeping, 'Priya Patel', new Date(now - 10 * DAY));
  await updateBookingStatus(housekeeping.id, { status: 'completed' });
  await submitFeedback(clientId, reviewed.id, {
    rating: 5,
    comment: 'The oven looks new. Thank you, Joanna!',
  });

  // Done but not yet marked complete: the office's 'Mark Complete' is offered (the visit has started).
  const awaiting = await booked(clientId, visit('domestic_cleaning', lastWeekday(), '10:00', 2), 10);
  await confirm(awaiting, 'Joanna Kowalska', new Date(now - 8 * DAY));

  // To come: one waiting for the office, one the office cancelled, one the client moved.
  await booked(clientId, visit('domestic_cleaning', weekdayFrom(3), '09:00', 2));
  const babysitting = await booked(clientId, visit('babysitting', weekdayFrom(9), '18:00', 4));
  await updateBookingStatus(babysitting.id, {
    status: 'cancelled',
    reason: 'Our sitter is unwell; we will call you to rearrange.',
  });
  const moved = await booked(clientId, visit('domestic_cleaning', weekdayFrom(12), '09:00', 3));
  await confirm(moved, 'Maria Lopez');
  await rescheduleBooking(clientId, moved.id, { serviceDate: weekdayFrom(12), serviceTime: '10:00' });

  // A late cancellation: booked last week for the next day or two, cancelled now at the terms' fee.
  const late = await booked(clientId, soonSlot('housekeeping', 3), 7);
  await confirm(late, 'Priya Patel', new Date(now - 5 * DAY));
  await cancelBooking(clientId, late.id, Number.MAX_SAFE_INTEGER);

  // Regular ironing every week, confirmed by the office in one action; one visit with an office note.
  const series = await createSeries(
    clientId,
    {
      ...visit('ironing', weekdayFrom(4), '15:00', 2),
      frequency: 'weekly',
      visits: 8,
    },
    undefined,
  );
  await confirmSeries(series.id, 'Maria Lopez');
  const [firstIroning] = series.visits;
  if (firstIroning)
    await editBooking(firstIroning.id, { internalNotes: 'Client prefers shirts on hangers.' });

  // Invoices: the deep clean (paid by bank transfer), the late cancellation's fee (unpaid, due now),
  // and one the office uploaded as a PDF. The housekeeping visit is left ready to invoice.
  const paid = await createInvoice({ userId: clientId, bookingIds: [reviewed.id] }, undefined);
  await markInvoicePaid(paid.invoice.id, { paidDate: todayInLondon(), method: 'bank_transfer' });
  await createInvoice({ userId: clientId, bookingIds: [late.id] }, undefined);
  const pdf = await uploadedDemoPdf();
  const uploaded = await createInvoice(
    {
      userId: clientId,
      lines: [{ description: 'Ironing (uploaded invoice)', quantity: 3, unitPence: 1500 }],
      pdfBytes: pdf.length,
    },
    undefined,
  );
  if (uploaded.upload) {
    const response = await fetch(uploaded.upload.url, {
      method: 'PUT',
      headers: uploaded.upload.headers,
      body: pdf,
    });
    if (!response.ok) throw new Error(`could not upload the demo invoice PDF (${response.status})`);
  }
};

/** A PDF as an office might upload one: made elsewhere, only its own words. */
const uploadedDemoPdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Potters Bar Home Services', { x: 56, y: 780, size: 18, font });
  page.drawText('Ironing, 3 hours (uploaded invoice)', { x: 56, y: 740, size: 11, font });
  page.drawText('Total: £45.00', { x: 56, y: 720, size: 11, font });
  return Buffer.from(await doc.save());
};
