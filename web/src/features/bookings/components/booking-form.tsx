import { slotWarnings } from '@shared/booking-rules';
import { MAX_SERIES_VISITS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/schemas/booking';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormTextArea } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { BookingRequest } from '@/features/bookings/api/create-booking';
import { useMyAddress } from '@/features/bookings/api/my-address';
import { bookingFormContent } from '@/features/bookings/booking-form-content';
import { hoursLabel } from '@/features/bookings/content';
import { useBookVisits } from '@/features/bookings/hooks/use-book-visits';
import { useBookingChoices } from '@/features/bookings/hooks/use-booking-choices';
import type { BookingPrefill } from '@/features/bookings/prefill';
import { AddressFields } from './address-fields';
import { BookingRulesDetails, UncoveredDates } from './booking-form-notes';
import { type BookingFields, bookingResolver } from './booking-request';
import { EstimatePanel } from './estimate-panel';
import { StartTimeField } from './start-time-field';

const content = bookingFormContent.dialog;

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

/**
 * The booking dialog's form. It offers only what the booking rules (shared/booking-rules.ts) allow at
 * this moment and only times someone is free for (GET /api/availability): lengths from the
 * service's minimum, dates up to 12 months ahead, start times that fit the day's hours, the lead time
 * and the team's diaries, each with who would come; it says why a date has none, lists a series'
 * visits nobody can take before the client confirms, shows the estimate, and books one visit or a
 * weekly or fortnightly series.
 */
export function BookingForm({ onBooked, initial }: { onBooked: () => void; initial?: BookingPrefill }) {
  const [now] = useState(() => new Date());
  const savedAddress = useMyAddress().data;
  const form = useForm<BookingFields, unknown, BookingRequest>({
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
  const { register, handleSubmit, setValue, watch, formState } = form;
  const { errors } = formState;

  // The saved address fills the fields once it is known (the client can still change them).
  useEffect(() => {
    if (!savedAddress) return;
    setValue('address', { line2: '', ...savedAddress });
    setValue('saveAddress', false);
  }, [savedAddress, setValue]);

  const fields = watch();
  const choice = useBookingChoices(fields, setValue, now);

  const { submit, busy } = useBookVisits(form, choice.uncovered, onBooked);

  return (
    <FormProvider {...form}>
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
            options={choice.durations.map((value) => ({ value: String(value), label: hoursLabel(value) }))}
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
          <FormField
            name="serviceDate"
            label={content.date}
            required
            type="date"
            min={choice.first}
            max={choice.last}
          />
          <StartTimeField
            label={content.time}
            placeholder={choice.timePlaceholder}
            times={(choice.free ?? []).map((entry) => ({
              value: entry.serviceTime,
              label: content.timeWith(entry.serviceTime, entry.staffFirstName),
            }))}
            busy={choice.timePlaceholder === content.findingTimes}
            error={errors.serviceTime?.message ?? choice.noTimes}
            {...register('serviceTime')}
          />
        </div>
        {(choice.familiar.length > 0 || choice.staffId) && (
          <SelectField label={content.askFor} {...register('staffId')}>
            <option value="">{content.anyone}</option>
            {choice.familiar.map((person) => (
              <option key={person.id} value={person.id}>
                {person.firstName}
              </option>
            ))}
          </SelectField>
        )}
        {choice.frequency && (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={content.ends} options={content.endsOptions} {...register('ends')} />
            {fields.ends === 'visits' ? (
              <FormField
                name="visits"
                label={content.visits}
                required
                type="number"
                min={2}
                max={MAX_SERIES_VISITS}
                inputMode="numeric"
              />
            ) : (
              <FormField
                name="until"
                label={content.until}
                required
                type="date"
                min={fields.serviceDate || choice.first}
                max={choice.last}
              />
            )}
          </div>
        )}
        <FormTextArea name="accessNotes" label={content.accessNotes} hint={content.accessHint} rows={2} />
        <FormTextArea name="specialInstructions" label={content.instructions} rows={2} />
        {choice.uncovered.length > 0 && (
          <UncoveredDates uncovered={choice.uncovered} of={choice.dates.length} />
        )}
        {choice.slot && choice.booked.length > 0 && (
          <EstimatePanel
            serviceType={choice.slot.serviceType}
            durationHours={choice.hours}
            dates={choice.booked}
            frequency={choice.frequency}
          />
        )}
        {choice.slot &&
          slotWarnings(choice.slot, now).map((warning) => (
            <p key={warning} role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
              {warning}
            </p>
          ))}
        <BookingRulesDetails />
        <Button type="submit" disabled={busy} className="w-full">
          {busy
            ? content.busy
            : choice.frequency && choice.booked.length > 1
              ? content.submitSeries(choice.booked.length)
              : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
