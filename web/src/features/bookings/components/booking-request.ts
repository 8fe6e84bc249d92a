import { checkSlot } from '@shared/booking-rules';
import { CreateBookingSchema, CreateSeriesSchema } from '@shared/schemas/booking';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BookingRequest } from '@/features/bookings/api/create-booking';

/** What the booking form's fields hold: selects and inputs give strings. */
export interface BookingFields {
  serviceType: string;
  repeat: 'once' | 'weekly' | 'fortnightly';
  ends: 'visits' | 'until';
  visits: string;
  until: string;
  serviceDate: string;
  serviceTime: string;
  durationHours: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  saveAddress: boolean;
  accessNotes: string;
  specialInstructions: string;
  /** Someone who has come before, asked for by name; empty for whoever is free. */
  staffId: string;
}

const blankToMissing = (value: string) => (value === '' ? undefined : value);

/** The request the fields make, before validation. */
export const requestBody = (fields: BookingFields) => {
  const once = {
    serviceType: blankToMissing(fields.serviceType),
    serviceDate: blankToMissing(fields.serviceDate),
    serviceTime: blankToMissing(fields.serviceTime),
    durationHours: Number(fields.durationHours),
    address: fields.address,
    accessNotes: fields.accessNotes,
    specialInstructions: fields.specialInstructions,
    saveAddress: fields.saveAddress,
    staffId: blankToMissing(fields.staffId),
  };
  if (fields.repeat === 'once') return once;
  return {
    ...once,
    frequency: fields.repeat,
    ...(fields.ends === 'visits'
      ? { visits: blankToMissing(fields.visits) }
      : { until: blankToMissing(fields.until) }),
  };
};

/** Puts an issue at its dotted path (`address.postcode`), keeping the first message per field. */
const place = (errors: Record<string, unknown>, path: string, message: string) => {
  const parts = (path || 'root').split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1) ?? 'root';
  node[last] ??= { type: 'validation', message };
};

/**
 * Validates with the route's own schema, then with the shared booking rules at this moment: the form
 * says exactly what the server would, field by field.
 */
export const bookingResolver =
  (now: () => Date): Resolver<BookingFields, unknown, BookingRequest> =>
  async (fields) => {
    const series = fields.repeat !== 'once';
    const parsed = (series ? CreateSeriesSchema : CreateBookingSchema).safeParse(requestBody(fields));
    const issues = parsed.success
      ? checkSlot(parsed.data, now())
      : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    if (parsed.success && issues.length === 0) {
      const values = (
        series ? { kind: 'series', body: parsed.data } : { kind: 'once', body: parsed.data }
      ) as BookingRequest;
      return { values, errors: {} };
    }
    const errors: Record<string, unknown> = {};
    for (const issue of issues) place(errors, issue.path, issue.message);
    return { values: {}, errors: errors as FieldErrors<BookingFields> };
  };
