import type { Schedule } from '@shared/schemas/schedule';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAddAbsence } from '@/features/schedule/api/schedule';
import { scheduleContent } from '@/features/schedule/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = scheduleContent.sick;

type Member = Schedule['staff'][number];

/**
 * Marks a member off sick (or on leave) from one day to another. Their record gets the period (at the
 * version read); the board then marks their visits on those days as needing cover, and opening one
 * lists who can take it instead, best match first (who has been to that client before, who is free).
 */
export function SickForm({
  member,
  firstDay,
  visits,
  onDone,
}: {
  member: Member;
  firstDay: string;
  visits: Schedule['visits'];
  onDone: () => void;
}) {
  const [kind, setKind] = useState<'sickness' | 'leave'>('sickness');
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState(firstDay);
  const [error, setError] = useState<string>();
  const add = useAddAbsence();
  const saving = useSubmission((absence: { kind: 'sickness' | 'leave'; from: string; to: string }) =>
    add.mutateAsync({ staffId: member.id, absence }),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (to < from) {
      setError(content.toBeforeFrom);
      return;
    }
    try {
      if ((await saving.submit({ kind, from, to })) === 'busy') return;
      const affected = visits.filter((visit) => from <= visit.serviceDate && visit.serviceDate <= to);
      toast.success(content.done(member.name, affected.length));
      onDone();
    } catch (failure) {
      console.error('The absence was not saved', failure);
      if (isApiError(failure) && failure.issues[0]) setError(failure.issues[0].message);
      toast.error(content.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <SelectField
        label={content.kind}
        value={kind}
        onChange={(event) => setKind(event.target.value as 'sickness' | 'leave')}
        options={[...content.kinds]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={content.from}
          type="date"
          required
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setError(undefined);
          }}
        />
        <TextField
          label={content.to}
          type="date"
          required
          min={from}
          value={to}
          error={error}
          onChange={(event) => {
            setTo(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <DialogActions
        keepLabel={content.cancel}
        onKeep={onDone}
        confirmLabel={content.save}
        busyLabel={content.busy}
        pending={saving.pending}
      />
    </form>
  );
}
