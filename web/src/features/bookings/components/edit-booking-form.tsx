import { checkSlot } from '@shared/booking-rules';
import {
  type AdminBooking,
  DURATION_HOURS,
  type EditBooking,
  EditBookingSchema,
} from '@shared/schemas/booking';
import { keyHolderName } from '@shared/schemas/house-keys';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField, FormTextArea } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useClientKeys } from '@/features/bookings/api/client-keys';
import { useEditBooking } from '@/features/bookings/api/edit-booking';
import { hoursLabel } from '@/features/bookings/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { AddressFields } from './address-fields';

const content = adminBookingContent.edit;

interface EditFields {
  serviceDate: string;
  serviceTime: string;
  durationHours: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  accessNotes: string;
  internalNotes: string;
  override: boolean;
  overrideReason: string;
  /** The register's key the visit needs; empty for none. */
  keyId: string;
}

const fieldsOf = (booking: AdminBooking): EditFields => ({
  serviceDate: booking.serviceDate,
  serviceTime: booking.serviceTime,
  durationHours: String(booking.durationHours),
  address: { line1: '', line2: '', town: '', postcode: '', ...booking.address },
  accessNotes: booking.accessNotes ?? '',
  internalNotes: booking.internalNotes ?? '',
  override: false,
  overrideReason: '',
  keyId: booking.keyId ?? '',
});

/** Only what changed is sent: the server checks a change of time against the rules (or the override). */
const changesOf = (booking: AdminBooking, fields: EditFields) => {
  const before = fieldsOf(booking);
  const edit: Record<string, unknown> = {};
  for (const name of ['serviceDate', 'serviceTime', 'accessNotes', 'internalNotes', 'keyId'] as const)
    if (fields[name] !== before[name]) edit[name] = fields[name];
  if (fields.durationHours !== before.durationHours) edit.durationHours = Number(fields.durationHours);
  if (JSON.stringify(fields.address) !== JSON.stringify(before.address)) edit.address = fields.address;
  if (fields.override) edit.overrideReason = fields.overrideReason;
  return edit;
};

const serverFields: Path<EditFields>[] = [
  'serviceDate',
  'serviceTime',
  'durationHours',
  'address.line1',
  'address.town',
  'address.postcode',
  'accessNotes',
  'internalNotes',
  'overrideReason',
  'keyId',
];

/** The office's edit of a visit: when, how long, where, its own notes; an override needs a reason. Who does it is the Staff picker's. */
export function EditBookingForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const form = useForm<EditFields>({
    defaultValues: fieldsOf(booking),
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors } = formState;
  const edit = useEditBooking();
  const sending = useSubmission((changes: EditBooking) =>
    edit.mutateAsync({ id: booking.id, edit: changes }),
  );
  const override = watch('override');

  const submit = async (fields: EditFields) => {
    const parsed = EditBookingSchema.safeParse(changesOf(booking, fields));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError((issue.path.join('.') || 'root') as Path<EditFields>, { message: issue.message });
      return;
    }
    const slot = {
      ...booking,
      serviceDate: fields.serviceDate,
      serviceTime: fields.serviceTime,
      durationHours: Number(fields.durationHours),
    };
    const moved = parsed.data.serviceDate || parsed.data.serviceTime || parsed.data.durationHours;
    const issues = moved ? checkSlot(slot, new Date(), { override: fields.override }) : [];
    if (issues.length > 0) {
      for (const issue of issues) setError(issue.path, { message: issue.message });
      return;
    }
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(content.done);
      onDone();
    } catch (error) {
      console.error('The booking was not updated', error);
      showServerIssues(error, setError, serverFields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField name="serviceDate" label={content.date} type="date" required />
          <FormField name="serviceTime" label={content.time} type="time" step={1800} required />
          <SelectField
            label={content.duration}
            options={DURATION_HOURS.map((value) => ({ value: String(value), label: hoursLabel(value) }))}
            error={errors.durationHours?.message}
            {...register('durationHours')}
          />
        </div>
        <AddressFields register={register} errors={errors} />
        <FormTextArea name="accessNotes" label={content.accessNotes} rows={2} />
        <KeySelect
          booking={booking}
          error={errors.keyId?.message}
          value={watch('keyId')}
          onChange={(keyId) => setValue('keyId', keyId, { shouldDirty: true })}
        />
        <FormTextArea name="internalNotes" label={content.internalNotes} rows={3} />
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" className="size-5" {...register('override')} />
          {content.override}
        </label>
        {override && <FormField name="overrideReason" label={content.overrideReason} required />}
        <DialogActions
          keepLabel={content.close}
          onKeep={onDone}
          confirmLabel={content.save}
          busyLabel={content.busy}
          pending={sending.pending}
        />
      </form>
    </FormProvider>
  );
}

/**
 * Which of the client's keys the visit needs: those the company holds now, or none. The key
 * the visit names now is always an option (while the keys load, or once it has gone back or been
 * lost), so the choice on screen is the visit's until the office changes it. Held by the form's state
 * rather than the DOM: its options arrive after the form opens.
 */
function KeySelect({
  booking,
  value,
  onChange,
  error,
}: {
  booking: AdminBooking;
  value: string;
  onChange: (keyId: string) => void;
  error?: string;
}) {
  const keys = useClientKeys(booking.userId);
  const held = (keys.data?.items ?? []).filter((key) => key.status === 'held');
  const current = booking.keyId && !held.some((key) => key.id === booking.keyId) ? booking.keyId : undefined;
  return (
    <SelectField
      label={content.key}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? (keys.isError ? content.keysFailure : undefined)}
    >
      <option value="">{keys.isPending && !current ? content.keysLoading : content.keyNone}</option>
      {held.map((key) => (
        <option key={key.id} value={key.id}>
          {content.keyOption(key.tag, key.label, keyHolderName(key.holder))}
        </option>
      ))}
      {current && <option value={current}>{keys.isPending ? content.keysLoading : content.keyGone}</option>}
    </SelectField>
  );
}
