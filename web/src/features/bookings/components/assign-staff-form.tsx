import type { AdminBooking, StaffCandidates } from '@shared/schemas/booking';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { QueryState } from '@/components/ui/query-state';
import { TextAreaField } from '@/components/ui/text-field';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useAssignStaff, useStaffCandidates, useUnassignStaff } from '@/features/bookings/api/assign-staff';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminBookingContent.assign;

interface Choice {
  id: string;
  name: string;
  notes: string[];
  needsReason: boolean;
  disabled: boolean;
}

/** The server's answer as one list of radio choices, in its order: free first, then the rest. */
const choicesOf = (data: StaffCandidates) => ({
  free: data.candidates.map(
    (candidate): Choice => ({ ...candidate, notes: candidate.reasons, needsReason: false, disabled: false }),
  ),
  withReason: data.others
    .filter((other) => other.overridable)
    .map((other): Choice => ({ ...other, notes: other.refusals, needsReason: true, disabled: false })),
  cannot: data.others
    .filter((other) => !other.overridable)
    .map((other): Choice => ({ ...other, notes: other.refusals, needsReason: false, disabled: true })),
});

function ChoiceGroup({
  heading,
  choices,
  name,
  chosen,
  onChoose,
}: {
  heading: string;
  choices: Choice[];
  name: string;
  chosen: string | undefined;
  onChoose: (choice: Choice) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{heading}</legend>
      <ul className="space-y-2">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label
              className={`flex gap-3 rounded-lg border p-3 ${
                choice.disabled
                  ? 'border-slate-200 bg-slate-50 text-slate-600'
                  : 'cursor-pointer border-slate-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
              }`}
            >
              {/* Named by the member alone; why (or why not) is its description. */}
              <input
                type="radio"
                name={name}
                value={choice.id}
                aria-label={choice.name}
                aria-describedby={`${name}-${choice.id}-notes`}
                disabled={choice.disabled}
                checked={chosen === choice.id}
                onChange={() => onChoose(choice)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{choice.name}</span>
                <span id={`${name}-${choice.id}-notes`} className="block text-sm">
                  {choice.notes.join(' ')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The office's picker for one visit: who is free and qualified, best match first with why;
 * those the rules allow only with a reason; and those who cannot, greyed with what stands in the way.
 * Radio buttons, so arrow keys move between people. The server checks everything again.
 */
export function AssignStaffForm({
  booking,
  onDone,
}: {
  booking: Pick<AdminBooking, 'id' | 'staffId' | 'staffName'>;
  onDone: () => void;
}) {
  const candidates = useStaffCandidates(booking.id);
  const [chosen, setChosen] = useState<Choice>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ choice?: string; reason?: string }>({});
  const assign = useAssignStaff();
  const unassign = useUnassignStaff();
  const giving = useSubmission((choice: Choice) =>
    assign.mutateAsync({
      id: booking.id,
      staffId: choice.id,
      overrideReason: choice.needsReason ? reason.trim() : undefined,
    }),
  );
  const handingBack = useSubmission(() => unassign.mutateAsync(booking.id));
  const name = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError({ choice: content.choose });
    if (chosen.needsReason && reason.trim().length < 3) return setError({ reason: content.reasonRequired });
    try {
      if ((await giving.submit(chosen)) === 'busy') return;
      toast.success(content.done(chosen.name));
      onDone();
    } catch (failure) {
      console.error('The visit was not given', failure);
      toast.error(content.giveFailure, { description: errorMessage(failure) });
      void candidates.refetch();
    }
  };

  const handBack = async () => {
    try {
      if ((await handingBack.submit(undefined)) === 'busy') return;
      toast.success(content.handedBack);
      onDone();
    } catch (failure) {
      console.error('The visit was not handed back', failure);
      toast.error(content.handBackFailure, { description: errorMessage(failure) });
    }
  };

  const choose = (choice: Choice) => {
    setChosen(choice);
    setError({});
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-slate-700">{booking.staffName ? content.now(booking.staffName) : content.nobody}</p>
      <QueryState
        query={candidates}
        isEmpty={false}
        loading={content.loading}
        empty=""
        failure={content.failure}
      >
        {candidates.data && (
          <fieldset aria-describedby={error.choice ? `${name}-error` : undefined} className="space-y-4">
            <legend className="sr-only">{content.legend}</legend>
            {candidates.data.candidates.length === 0 && <p className="text-slate-700">{content.noneFree}</p>}
            {(['free', 'withReason', 'cannot'] as const).map((group) => (
              <ChoiceGroup
                key={group}
                heading={
                  group === 'free'
                    ? content.free
                    : group === 'withReason'
                      ? content.needsReason
                      : content.cannot
                }
                choices={choicesOf(candidates.data)[group]}
                name={name}
                chosen={chosen?.id}
                onChoose={choose}
              />
            ))}
            {error.choice && (
              <p id={`${name}-error`} className="font-semibold text-red-800">
                {error.choice}
              </p>
            )}
          </fieldset>
        )}
      </QueryState>
      {chosen?.needsReason && (
        <TextAreaField
          label={content.reason}
          hint={content.reasonHint}
          required
          rows={2}
          maxLength={500}
          value={reason}
          error={error.reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError({});
          }}
        />
      )}
      {booking.staffId && (
        <Button variant="secondary" disabled={handingBack.pending} onClick={() => void handBack()}>
          {handingBack.pending ? content.handingBack : content.handBack}
        </Button>
      )}
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={content.confirm}
        busyLabel={content.busy}
        pending={giving.pending}
      />
    </form>
  );
}
