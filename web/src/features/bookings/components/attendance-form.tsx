import { londonInstant, londonParts } from '@shared/london-time';
import type { AdminBooking } from '@shared/schemas/booking';
import { type AttendanceCorrection, AttendanceCorrectionSchema } from '@shared/schemas/visit-day';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField, FormTextArea } from '@/components/ui/form-field';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useCorrectAttendance } from '@/features/bookings/api/correct-attendance';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminBookingContent.attendance;

type Fields = { startTime: string; endTime: string; reason: string };
const fields: Path<Fields>[] = ['startTime', 'endTime', 'reason'];

/** What the times start from: those recorded on the day, else those booked. */
const fieldsOf = (booking: AdminBooking): Fields => {
  const bookedEnd = new Date(
    londonInstant(booking.serviceDate, booking.serviceTime).getTime() + booking.durationHours * 3_600_000,
  );
  const clock = (iso: string | undefined, fallback: string) =>
    iso ? londonParts(new Date(iso)).time : fallback;
  return {
    startTime: clock(booking.visit?.actualStart, booking.serviceTime),
    endTime: clock(booking.visit?.actualEnd, londonParts(bookedEnd).time),
    reason: '',
  };
};

/**
 * The office completes a visit by hand, or corrects the times recorded on the day: start and end on the
 * visit's date, with a reason kept on the visit. The server refuses a time in the future or a visit
 * that has not started; its words land on the fields.
 */
export function AttendanceForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const form = useForm<Fields>({
    defaultValues: fieldsOf(booking),
  });
  const { handleSubmit, setError } = form;
  const correct = useCorrectAttendance();
  const sending = useSubmission((times: AttendanceCorrection) =>
    correct.mutateAsync({ id: booking.id, times }),
  );
  const completing = booking.status !== 'completed';

  const submit = async (values: Fields) => {
    const parsed = AttendanceCorrectionSchema.safeParse(values);
    if (!parsed.success) {
      for (const [index, issue] of parsed.error.issues.entries())
        setError(
          issue.path.join('.') as Path<Fields>,
          { message: issue.message },
          { shouldFocus: index === 0 },
        );
      return;
    }
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(completing ? content.completed : content.corrected);
      onDone();
    } catch (error) {
      console.error('The times were not saved', error);
      showServerIssues(error, setError, fields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <p className="text-slate-700">{content.intro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="startTime" label={content.start} type="time" required />
          <FormField name="endTime" label={content.end} type="time" required />
        </div>
        <FormTextArea
          name="reason"
          label={content.reason}
          hint={content.reasonHint}
          required
          rows={2}
          maxLength={500}
        />
        <DialogActions
          keepLabel={content.keep}
          onKeep={onDone}
          confirmLabel={content.save}
          busyLabel={content.busy}
          pending={sending.pending}
        />
      </form>
    </FormProvider>
  );
}
