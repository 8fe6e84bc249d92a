import { zodResolver } from '@hookform/resolvers/zod';
import { todayInLondon } from '@shared/dates';
import {
  type CreateBooking,
  CreateBookingSchema,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@shared/schemas/booking';
import { type Resolver, useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { bookingContent } from '@/features/bookings/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = bookingContent.dialog;

/** What the fields hold before the shared schema parses them (selects and inputs give strings). */
interface BookingFields {
  serviceType: string;
  serviceDate: string;
  serviceTime: string;
  durationHours: string;
  specialInstructions: string;
}

const emptyBooking: BookingFields = {
  serviceType: '',
  serviceDate: '',
  serviceTime: '',
  durationHours: '2',
  specialInstructions: '',
};
const fieldNames = Object.keys(emptyBooking) as (keyof BookingFields)[];

// An empty date field reaches the schema as missing, so it says "Please choose a date" rather than
// "Please choose a valid date".
const BookingFormSchema = CreateBookingSchema.extend({
  serviceDate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    CreateBookingSchema.shape.serviceDate,
  ),
});

// The schema takes any string where the fields hold one and rejects what is not a real choice, so
// the form's own field types stand in for the schema's narrower input type.
const resolver = zodResolver(BookingFormSchema) as unknown as Resolver<BookingFields, unknown, CreateBooking>;

/** SPEC §5: service, date (today or later) and time required; 2, 3, 4, 6 or 8 hours, 2 by default. */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    BookingFields,
    unknown,
    CreateBooking
  >({
    resolver,
    defaultValues: emptyBooking,
  });
  const { errors, isSubmitting } = formState;
  const createBooking = useCreateBooking();
  const creation = useSubmission((booking: CreateBooking, idempotencyKey) =>
    createBooking.mutateAsync({ booking, idempotencyKey }),
  );
  const busy = isSubmitting || creation.pending;

  const submit = async (booking: CreateBooking) => {
    try {
      if ((await creation.submit(booking)) === 'busy') return;
      toast.success(content.success);
      reset();
      onBooked();
    } catch (error) {
      console.error('The booking was not created', error);
      showServerIssues(error, setError, fieldNames);
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
        <TextField
          label={content.date}
          required
          type="date"
          min={todayInLondon()}
          error={errors.serviceDate?.message}
          {...register('serviceDate')}
        />
        <TextField
          label={content.time}
          required
          type="time"
          error={errors.serviceTime?.message}
          {...register('serviceTime')}
        />
      </div>
      <SelectField
        label={content.duration}
        required
        error={errors.durationHours?.message}
        {...register('durationHours')}
      >
        {content.durations.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={content.instructions}
        rows={3}
        error={errors.specialInstructions?.message}
        {...register('specialInstructions')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? content.busy : content.submit}
      </Button>
    </form>
  );
}
