import { bookableDates, durationsFor, ruleMessages, startTimesFor } from '@shared/booking-rules';
import { seriesDates } from '@shared/booking-series';
import { weekdayOf } from '@shared/london-time';
import { isUkPostcode } from '@shared/schemas/address';
import type { ServiceType } from '@shared/schemas/booking';
import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useAvailability, useSeriesCover } from '@/features/bookings/api/availability';
import { bookingFormContent } from '@/features/bookings/booking-form-content';
import type { BookingFields } from '@/features/bookings/components/booking-request';

const content = bookingFormContent.dialog;

/**
 * What the booking form may offer for the values chosen so far: the lengths, dates and start times the
 * booking rules (shared/booking-rules.ts) allow at `now`, narrowed to the times someone is free
 * (GET /api/availability), with why a date has none; a series' dates and the ones nobody can take. A
 * length or time the new choices no longer offer is cleared.
 */
export function useBookingChoices(
  fields: BookingFields,
  setValue: UseFormSetValue<BookingFields>,
  now: Date,
) {
  const service = (fields.serviceType || undefined) as ServiceType | undefined;
  const durations = durationsFor(service ?? 'domestic_cleaning');
  const hours = Number(fields.durationHours);
  const { first, last } = bookableDates(now);
  const ruleTimes =
    service && fields.serviceDate ? startTimesFor(service, hours, fields.serviceDate, now) : [];
  const frequency = fields.repeat === 'once' ? undefined : fields.repeat;
  const postcode = fields.address.postcode.trim();
  const where = isUkPostcode(postcode) ? postcode : undefined;
  const staffId = fields.staffId || undefined;
  // Who is free is asked only for a day the rules open, somewhere we can tell who covers.
  const availability = useAvailability(
    service && fields.serviceDate && where && ruleTimes.length > 0
      ? {
          serviceType: service,
          durationHours: hours,
          postcode: where,
          from: fields.serviceDate,
          days: 1,
          staffId,
        }
      : undefined,
  );
  const day = availability.data?.days.find((entry) => entry.serviceDate === fields.serviceDate);
  const free = availability.isPlaceholderData ? undefined : day?.times;
  const times = (free ?? []).map((entry) => entry.serviceTime);
  const familiar = availability.data?.familiar ?? [];

  // A shorter length than the service allows, or a time the new choices do not offer, is cleared.
  useEffect(() => {
    if (!durations.includes(hours)) setValue('durationHours', String(durations[0]));
  }, [durations, hours, setValue]);
  useEffect(() => {
    if (fields.serviceTime && !times.includes(fields.serviceTime)) setValue('serviceTime', '');
  }, [times, fields.serviceTime, setValue]);

  const noTimes =
    service && fields.serviceDate && times.length === 0
      ? weekdayOf(fields.serviceDate) === 7
        ? ruleMessages.sunday
        : ruleTimes.length === 0
          ? content.noTimes
          : !where
            ? content.needPostcode
            : availability.isError
              ? content.availabilityFailed
              : free === undefined
                ? undefined
                : staffId
                  ? content.askedNotFree
                  : content.nobodyFree
      : undefined;
  const timePlaceholder =
    free === undefined && availability.fetchStatus === 'fetching' ? content.findingTimes : content.chooseTime;
  const slot =
    service && fields.serviceDate && fields.serviceTime
      ? {
          serviceType: service,
          serviceDate: fields.serviceDate,
          serviceTime: fields.serviceTime,
          durationHours: hours,
        }
      : undefined;
  const dates =
    slot && frequency
      ? seriesDates(
          slot.serviceDate,
          frequency,
          fields.ends === 'visits'
            ? { visits: Number(fields.visits) || 0 }
            : { until: fields.until || slot.serviceDate },
          now,
        )
      : slot
        ? [slot.serviceDate]
        : [];
  const cover = useSeriesCover(
    slot && frequency && where && dates.length > 1
      ? {
          ...slot,
          postcode: where,
          frequency,
          ...(fields.ends === 'visits' ? { visits: dates.length } : { until: fields.until }),
          staffId,
        }
      : undefined,
  );
  const uncovered = frequency ? (cover.data?.uncovered ?? []) : [];
  const booked = dates.filter((date) => !uncovered.includes(date));

  return {
    service,
    durations,
    hours,
    first,
    last,
    frequency,
    staffId,
    free,
    familiar,
    noTimes,
    timePlaceholder,
    slot,
    dates,
    uncovered,
    booked,
  };
}
