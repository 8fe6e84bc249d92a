import { createBooking, updateBookingStatus } from '../../lambdas/bookings/service';
import { submitFeedback } from '../../lambdas/feedback/service';
import { renderPdf } from '../../lambdas/invoices/pdf';
import { createInvoice, markInvoicePaid } from '../../lambdas/invoices/service';
import { todayInLondon } from '../../shared/dates';
import type { Booking, BookingStatus, ServiceType } from '../../shared/schemas/booking';

const dayOffset = (days: number) => {
  const date = new Date(`${todayInLondon()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Bookings are created for a future date (as a client must), then moved along by the admin's rules. */
const bookingIn = async (
  userId: string,
  service: ServiceType,
  days: number,
  time: string,
  hours: number,
  status: BookingStatus,
  staffName?: string,
): Promise<Booking> => {
  const booking = await createBooking(
    userId,
    {
      serviceType: service,
      serviceDate: dayOffset(days),
      serviceTime: time,
      durationHours: hours,
      specialInstructions: undefined,
    },
    undefined,
  );
  const path: Record<BookingStatus, ('confirmed' | 'cancelled' | 'completed')[]> = {
    pending: [],
    confirmed: ['confirmed'],
    cancelled: ['cancelled'],
    completed: ['confirmed', 'completed'],
  };
  let current = booking;
  for (const step of path[status])
    current = await updateBookingStatus(booking.id, {
      status: step,
      ...(step === 'confirmed' && staffName ? { staffName } : {}),
    });
  return current;
};

/**
 * The demo client's portal: a booking in every status (one completed with feedback, one without),
 * and invoices both paid and unpaid, one with an uploaded PDF.
 */
export const seedPortal = async (clientId: string): Promise<void> => {
  await bookingIn(clientId, 'domestic_cleaning', 2, '09:00', 2, 'pending');
  await bookingIn(clientId, 'ironing', 5, '13:30', 3, 'confirmed', 'Maria Lopez');
  await bookingIn(clientId, 'babysitting', 9, '18:00', 4, 'cancelled');
  const reviewed = await bookingIn(clientId, 'deep_cleaning', 1, '10:00', 6, 'completed', 'Joanna Kowalska');
  await bookingIn(clientId, 'housekeeping', 3, '08:30', 4, 'completed', 'Priya Patel');
  await submitFeedback(clientId, reviewed.id, {
    rating: 5,
    comment: 'The oven looks new. Thank you, Joanna!',
  });

  const paid = await createInvoice(
    { userId: clientId, description: 'Deep clean, 6 hours', amount: 120 },
    undefined,
  );
  await markInvoicePaid(paid.invoice.id);
  await createInvoice({ userId: clientId, description: 'Housekeeping, 4 hours', amount: 72 }, undefined);
  const pdf = renderPdf([
    { text: 'Potters Bar Home Services', size: 18, bold: true },
    { text: 'Ironing, 3 hours (uploaded invoice)', gap: 20 },
    { text: 'Total: £45.00', bold: true },
  ]);
  const uploaded = await createInvoice(
    { userId: clientId, description: 'Ironing, 3 hours', amount: 45, pdfBytes: pdf.length },
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
