import {
  bookableDates,
  durationsFor,
  ruleMessages,
  slotWarnings,
  startTimesFor,
} from '@shared/booking-rules';
import { seriesDates } from '@shared/booking-series';
import { formatDate } from '@shared/dates';
import { weekdayOf } from '@shared/london-time';
import { isUkPostcode } from '@shared/schemas/address';
import {
  MAX_SERIES_VISITS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '@shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bookingRulesSummary } from '@/content/booking-rules';
import { useAvailability, useSeriesCover } from '@/features/bookings/api/availability';
import { type BookingRequest, useCreateBooking } from '@/features/bookings/api/create-booking';
import { useMyAddress } from '@/features/bookings/api/my-address';
import { bookingFormContent } from '@/features/bookings/booking-form-content';
import { hoursLabel } from '@/features/bookings/content';
import type { BookingPrefill } from '@/features/bookings/prefill';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { portalKeys } from '@/lib/query-keys';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { AddressFields } from './address-fields';
import { type BookingFields, bookingResolver } from './booking-request';
import { EstimatePanel } from './estimate-panel';
import { StartTimeField } from './start-time-field';

const content = bookingFormContent.dialog;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const emptyBooking: BookingFields = {
  serviceType: '',
  repeat: 'once',
  ends: 'visits',
  visits: '4',
  until: '',
  serviceDate: '',
  serviceTime: '',
  durationHours: '2',
  address: { line1: '', line2: '', town: '', postcode: '' },
  saveAddress: true,
  accessNotes: '',
  specialInstructions: '',
  staffId: '',
};
const serverFields: Path<BookingFields>[] = [
  'serviceType',
  'serviceDate',
  'serviceTime',
  'durationHours',
  'visits',
  'until',
  'address.line1',
  'address.line2',
  'address.town',
  'address.postcode',
  'accessNotes',
  'specialInstructions',
];

/**
 * The booking dialog's form. It offers only what the booking rules (shared/booking-rules.ts) allow at
 * this moment and only times someone is free for (issue 26, GET /api/availability): lengths from the
 * service's minimum, dates up to 12 months ahead, start times that fit the day's hours, the lead time
 * and the team's diaries, each with who would come; it says why a date has none, lists a series'
 * visits nobody can take before the client confirms, shows the estimate, and books one visit or a
 * weekly or fortnightly series.
 */
export function BookingForm({ onBooked, initial }: { onBooked: () => void; initial?: BookingPrefill }) {
  const [now] = useState(() => new Date());
  const savedAddress = useMyAddress().data;
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<
    BookingFields,
    unknown,
    BookingRequest
  >({
    resolver: bookingResolver(() => new Date()),
    // A priced visit (the quote page's "Book this") arrives with its service, length and frequency.
    defaultValues: initial
      ? {
          ...emptyBooking,
          serviceType: initial.serviceType,
          durationHours: String(initial.durationHours),
          repeat: initial.repeat,
        }
      : emptyBooking,
  });
  const { errors, isSubmitting } = formState;
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const made = useRef<Awaited<ReturnType<typeof createBooking.mutateAsync>>>([]);
  const creation = useSubmission(async (request: BookingRequest, idempotencyKey) => {
    made.current = await createBooking.mutateAsync({ request, idempotencyKey });
  });
  const busy = isSubmitting || creation.pending;

  // The saved address fills the fields once it is known (the client can still change them).
  useEffect(() => {
    if (!savedAddress) return;
    setValue('address', { line2: '', ...savedAddress });
    setValue('saveAddress', false);
  }, [savedAddress, setValue]);

  const fields = watch();
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

  const submit = async (ready: BookingRequest) => {
    // A series goes without the dates the client was shown nobody can take.
    const request: BookingRequest =
      ready.kind === 'series' && uncovered.length > 0
        ? { ...ready, body: { ...ready.body, skipDates: uncovered } }
        : ready;
    try {
      if ((await creation.submit(request)) === 'busy') return;
      const [first] = made.current;
      const visits = made.current.length;
      toast.success(
        first?.status === 'confirmed' && first.staffName
          ? content.confirmed(
              firstName(first.staffName),
              visits,
              formatDate(first.serviceDate),
              first.serviceTime,
            )
          : visits > 1
            ? content.successSeries(visits)
            : content.success,
      );
      reset();
      onBooked();
    } catch (error) {
      console.error('The booking was not created', error);
      if (isApiError(error) && (error.code === 'slot_taken' || error.code === 'series_not_covered')) {
        // Someone else took the time a moment ago: what is free now is asked for again.
        await queryClient.invalidateQueries({ queryKey: portalKeys.availability });
        if (error.code === 'slot_taken') {
          setValue('serviceTime', '');
          setError('serviceTime', { type: 'server', message: error.message });
        }
      } else showServerIssues(error, setError, serverFields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <SelectField
        label={content.serviceType}
        required
        error={errors.serviceType?.message}
        {...register('serviceType')}
      >
        <option value="">{content.choose}</option>
        {SERVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SERVICE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={content.duration}
          required
          error={errors.durationHours?.message}
          options={durations.map((value) => ({ value: String(value), label: hoursLabel(value) }))}
          {...register('durationHours')}
        />
        <SelectField label={content.repeat} options={content.repeatOptions} {...register('repeat')} />
      </div>
      <AddressFields register={register} errors={errors} />
      {savedAddress === undefined && (
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" className="size-5" {...register('saveAddress')} />
          {content.saveAddress}
        </label>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={content.date}
          required
          type="date"
          min={first}
          max={last}
          error={errors.serviceDate?.message}
          {...register('serviceDate')}
        />
        <StartTimeField
          label={content.time}
          placeholder={timePlaceholder}
          times={(free ?? []).map((entry) => ({
            value: entry.serviceTime,
            label: content.timeWith(entry.serviceTime, entry.staffFirstName),
          }))}
          busy={timePlaceholder === content.findingTimes}
          error={errors.serviceTime?.message ?? noTimes}
          {...register('serviceTime')}
        />
      </div>
      {(familiar.length > 0 || staffId) && (
        <SelectField label={content.askFor} {...register('staffId')}>
          <option value="">{content.anyone}</option>
          {familiar.map((person) => (
            <option key={person.id} value={person.id}>
              {person.firstName}
            </option>
          ))}
        </SelectField>
      )}
      {frequency && (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={content.ends} options={content.endsOptions} {...register('ends')} />
          {fields.ends === 'visits' ? (
            <TextField
              label={content.visits}
              required
              type="number"
              min={2}
              max={MAX_SERIES_VISITS}
              inputMode="numeric"
              error={errors.visits?.message}
              {...register('visits')}
            />
          ) : (
            <TextField
              label={content.until}
              required
              type="date"
              min={fields.serviceDate || first}
              max={last}
              error={errors.until?.message}
              {...register('until')}
            />
          )}
        </div>
      )}
      <TextAreaField
        label={content.accessNotes}
        hint={content.accessHint}
        rows={2}
        error={errors.accessNotes?.message}
        {...register('accessNotes')}
      />
      <TextAreaField
        label={content.instructions}
        rows={2}
        error={errors.specialInstructions?.message}
        {...register('specialInstructions')}
      />
      {uncovered.length > 0 && (
        <div role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{content.uncoveredHeading(uncovered.length, dates.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {uncovered.map((date) => (
              <li key={date}>{formatDate(date)}</li>
            ))}
          </ul>
          <p className="mt-1">{content.uncoveredNote}</p>
        </div>
      )}
      {slot && booked.length > 0 && (
        <EstimatePanel
          serviceType={slot.serviceType}
          durationHours={hours}
          dates={booked}
          frequency={frequency}
        />
      )}
      {slot &&
        slotWarnings(slot, now).map((warning) => (
          <p key={warning} role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {warning}
          </p>
        ))}
      <details className="rounded-lg bg-slate-50 p-3 text-slate-800">
        <summary className="cursor-pointer font-semibold">{content.rulesHeading}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {bookingRulesSummary.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <a
          className="mt-2 inline-block font-semibold text-blue-800 underline"
          href={`${paths.terms}#cancellations`}
        >
          {content.termsLink}
        </a>
      </details>
      <Button type="submit" disabled={busy} className="w-full">
        {busy
          ? content.busy
          : frequency && booked.length > 1
            ? content.submitSeries(booked.length)
            : content.submit}
      </Button>
    </form>
  );
}
