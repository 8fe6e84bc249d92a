import { PDFDocument, StandardFonts } from 'pdf-lib';
import { confirmSeries, editBooking, updateBookingStatus } from '../../lambdas/bookings/admin';
import { assignStaff, listStaffCandidates } from '../../lambdas/bookings/assign';
import { createBooking, createSeries } from '../../lambdas/bookings/book';
import { cancelBooking, rescheduleBooking } from '../../lambdas/bookings/changes';
import { saveAddress } from '../../lambdas/data/profile';
import { allStaff } from '../../lambdas/data/staff';
import { submitFeedback } from '../../lambdas/feedback/service';
import { markInvoicePaid } from '../../lambdas/invoices/payments';
import { createInvoice } from '../../lambdas/invoices/service';
import { AppError } from '../../lambdas/lib/errors';
import { todayInLondon } from '../../shared/dates';
import type { Booking, CreateBooking } from '../../shared/schemas/booking';
import { DEMO_ADDRESS, type DemoPortal, demoSchedule } from './schedule';

export type { DemoPortal } from './schedule';

const DAY = 86_400_000;

/**
 * Books through the real service as the client would, on the day it would have been booked: visits
 * already done were booked (and confirmed) before they happened.
 */
const booked = (clientId: string, request: CreateBooking, at: Date) =>
  createBooking(clientId, request, undefined, at);

/**
 * Gives a demo visit to the named member of the demo team through the API's own assignment, so the
 * rules hold; when they do not allow it (another seeded client already has that member then: each
 * e2e client gets this same schedule), to whoever the picker ranks first; else to nobody.
 */
const give = async (booking: Booking, name: string, at: Date) => {
  const tryGiving = async (staffId: string) => {
    try {
      await assignStaff(booking.id, { staffId }, at);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return false;
      throw error;
    }
  };
  const named = (await allStaff()).find((member) => member.name === name);
  if (named && (await tryGiving(named.id))) return;
  for (const candidate of (await listStaffCandidates(booking.id)).candidates)
    if (await tryGiving(candidate.id)) return;
};

/** Gives a demo visit to the named member and confirms it, unless it was confirmed when it was booked. */
const confirm = async (booking: Booking, staffName: string, at: Date) => {
  await give(booking, staffName, at);
  if (booking.status !== 'confirmed') await updateBookingStatus(booking.id, { status: 'confirmed' }, at);
};

/**
 * The demo client's portal: visits in every status (one completed with feedback, one without, one
 * done but not yet marked complete), a weekly ironing series the office has confirmed, a visit the
 * client moved, a late cancellation with its fee, and invoices both paid and unpaid, one with an
 * uploaded PDF. The e2e tests seed a fresh client of their own with it too, and find what it made by
 * the ids it returns.
 */
export const seedPortal = async (clientId: string, now = new Date()): Promise<DemoPortal> => {
  const plan = demoSchedule(now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await saveAddress(clientId, DEMO_ADDRESS);

  // Done: booked two weeks ago, confirmed, completed after they started.
  const reviewed = await booked(clientId, plan.reviewed, ago(14));
  await confirm(reviewed, 'Joanna Kowalska', ago(10));
  await updateBookingStatus(reviewed.id, { status: 'completed' }, now);
  const housekeeping = await booked(clientId, plan.housekeeping, ago(14));
  await confirm(housekeeping, 'Priya Patel', ago(10));
  await updateBookingStatus(housekeeping.id, { status: 'completed' }, now);
  await submitFeedback(clientId, reviewed.id, {
    rating: 5,
    comment: 'The oven looks new. Thank you, Joanna!',
    publish: false,
  });

  // Done but not yet marked complete: the office's 'Mark Complete' is offered (the visit has started).
  const awaiting = await booked(clientId, plan.awaiting, ago(10));
  await confirm(awaiting, 'Joanna Kowalska', ago(8));

  // To come: one waiting for the office, one the office cancelled, one the client moved.
  const pending = await booked(clientId, plan.pending, now);
  const babysitting = await booked(clientId, plan.cancelledByOffice, now);
  await updateBookingStatus(
    babysitting.id,
    { status: 'cancelled', reason: 'Our sitter is unwell; we will call you to rearrange.' },
    now,
  );
  const moved = await booked(clientId, plan.moved, now);
  await confirm(moved, 'Maria Lopez', now);
  await rescheduleBooking(clientId, moved.id, plan.movedTo);

  // A late cancellation: booked last week for the next day or two, cancelled now at the terms' fee.
  const late = await booked(clientId, plan.late, ago(7));
  await confirm(late, 'Priya Patel', ago(5));
  await cancelBooking(clientId, late.id, Number.MAX_SAFE_INTEGER);

  // Regular ironing every week, confirmed by the office in one action; one visit with an office note.
  const series = await createSeries(
    clientId,
    { ...plan.ironing, frequency: 'weekly', visits: 8 },
    undefined,
    now,
  );
  for (const visit of series.visits) await give(visit, 'Maria Lopez', now);
  await confirmSeries(series.id, now);
  const [firstIroning] = series.visits;
  if (firstIroning)
    await editBooking(firstIroning.id, { internalNotes: 'Client prefers shirts on hangers.' }, now);

  // Invoices: the deep clean (paid by bank transfer), the late cancellation's fee (unpaid, due now),
  // and one the office uploaded as a PDF. The housekeeping visit is left ready to invoice.
  const paid = await createInvoice({ userId: clientId, bookingIds: [reviewed.id] }, undefined);
  await markInvoicePaid(paid.invoice.id, { paidDate: todayInLondon(now), method: 'bank_transfer' });
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
  const at = (booking: Booking) => ({ id: booking.id, date: booking.serviceDate });
  return {
    reviewed: at(reviewed),
    housekeeping: at(housekeeping),
    awaiting: at(awaiting),
    pending: at(pending),
    cancelledByOffice: at(babysitting),
    moved: { id: moved.id, date: plan.movedTo.serviceDate },
    late: at(late),
    ironing: { id: firstIroning?.id ?? series.id, date: plan.ironing.serviceDate },
  };
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
