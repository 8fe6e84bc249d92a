import { type AdminBooking, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import { type CsvColumn, pounds } from '../lib/csv';

/** The office's bookings export: one row per visit, as the list shows it. */
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
  {
    header: 'Estimate (£)',
    value: (booking) => (booking.estimate ? pounds(booking.estimate.totalPence) : ''),
  },
  { header: 'Series', value: (booking) => booking.frequency },
  { header: 'Booking id', value: (booking) => booking.id },
];
