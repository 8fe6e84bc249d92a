import { formatDate } from '@shared/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { type BookingRequest, useCreateBooking } from '@/features/bookings/api/create-booking';
import { bookingFormContent } from '@/features/bookings/booking-form-content';
import type { BookingFields } from '@/features/bookings/components/booking-request';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { portalKeys } from '@/lib/query-keys';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = bookingFormContent.dialog;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

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
 * Books what the booking form holds: one visit, or a series without the dates nobody can take
 * (`uncovered`), once however often it is sent. It says who comes, or that the office will confirm;
 * a time someone took a moment ago is cleared and what is free asked for again; the server's words on
 * a field land on it.
 */
export function useBookVisits(
  form: UseFormReturn<BookingFields, unknown, BookingRequest>,
  uncovered: string[],
  onBooked: () => void,
) {
  const { reset, setError, setValue, formState } = form;
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const made = useRef<Awaited<ReturnType<typeof createBooking.mutateAsync>>>([]);
  const creation = useSubmission(async (request: BookingRequest, idempotencyKey) => {
    made.current = await createBooking.mutateAsync({ request, idempotencyKey });
  });

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

  return { submit, busy: formState.isSubmitting || creation.pending };
}
