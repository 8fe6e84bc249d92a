import { londonParts } from '../../shared/london-time';
import { type AdminBooking, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import { type CsvColumn, pounds } from '../lib/csv';

/** An instant as the office reads times: London date and wall-clock, `2027-03-29 09:58`. */
const londonTime = (at: string | undefined) => {
  if (!at) return '';
  const { date, time } = londonParts(new Date(at));
  return `${date} ${time}`;
};

/**
 * The office's bookings export: one row per visit, as the list shows it, with the times the visit
 * actually started and ended. Never what the day recorded about the home or the children:
 * no handover, no checklist notes, no note to the client.
 */
export const BOOKING_COLUMNS: readonly CsvColumn<AdminBooking>[] = [
  { header: 'Date', value: (booking) => booking.serviceDate },
  { header: 'Time', value: (booking) => booking.serviceTime },
  { header: 'Hours', value: (booking) => booking.durationHours },
  { header: 'Service', value: (booking) => SERVICE_TYPE_LABELS[booking.serviceType] },
  { header: 'Status', value: (booking) => booking.status },
  { header: 'Client', value: (booking) => booking.clientName },
  { header: 'Email', value: (booking) => booking.clientEmail },
  { header: 'Postcode', value: (booking) => booking.address?.postcode },
  { header: 'Staff', value: (booking) => booking.staffName },
  { header: 'Started', value: (booking) => londonTime(booking.visit?.actualStart) },
  { header: 'Ended', value: (booking) => londonTime(booking.visit?.actualEnd) },
  {
    header: 'Estimate (£)',
    value: (booking) => (booking.estimate ? pounds(booking.estimate.totalPence) : ''),
  },
  { header: 'Series', value: (booking) => booking.frequency },
  { header: 'Booking id', value: (booking) => booking.id },
];
