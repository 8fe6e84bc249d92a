import { portalPaths } from '@shared/portal-paths';
import { FREQUENCIES, SERVICE_TYPES, type ServiceType } from '@shared/schemas/booking';

/**
 * The booking form filled in from a link: the quote page's "Book this" leads to the
 * Bookings tab with the service, length and frequency priced, and the dialog opens with them. Only
 * values the form offers are taken; anything else opens nothing.
 */
export const PREFILL_PARAMS = { service: 'book', hours: 'hours', repeat: 'repeat' } as const;

export interface BookingPrefill {
  serviceType: ServiceType;
  durationHours: number;
  repeat: 'once' | (typeof FREQUENCIES)[number];
}

export const bookingPrefillPath = (prefill: BookingPrefill) =>
  `${portalPaths.bookings}?${new URLSearchParams({
    [PREFILL_PARAMS.service]: prefill.serviceType,
    [PREFILL_PARAMS.hours]: String(prefill.durationHours),
    [PREFILL_PARAMS.repeat]: prefill.repeat,
  })}`;

export const prefillFrom = (params: URLSearchParams): BookingPrefill | undefined => {
  const service = params.get(PREFILL_PARAMS.service);
  const hours = Number(params.get(PREFILL_PARAMS.hours));
  const repeat = params.get(PREFILL_PARAMS.repeat) ?? 'once';
  if (!(SERVICE_TYPES as readonly string[]).includes(service ?? '')) return undefined;
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  if (repeat !== 'once' && !(FREQUENCIES as readonly string[]).includes(repeat)) return undefined;
  return {
    serviceType: service as ServiceType,
    durationHours: hours,
    repeat: repeat as BookingPrefill['repeat'],
  };
};
