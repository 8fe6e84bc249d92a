import { type Key, type MoveKey, MoveKeySchema } from '@shared/schemas/house-keys';
import { useRef, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-field';
import { useActiveTeam } from '@/features/house-keys/api/active-team';
import { useMoveKey } from '@/features/house-keys/api/change-key';
import { useKey } from '@/features/house-keys/api/get-key';
import { keysContent } from '@/features/house-keys/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { isConflict, KeyConflict } from './key-conflict';
import { KeyNow } from './key-now';

const content = keysContent.moveForm;

type Destination = MoveKey['to']['type'];
const DESTINATIONS: readonly Destination[] = ['office', 'staff', 'client'];

interface Errors {
  staffId?: string;
  reason?: string;
}

/**
 * A hand-over: into the safe, to a member of the active team, or back to the client (which ends the
 * key's time in the register), with a note; sent at the version on screen.
 */
export function MoveKeyForm({ keyItem: listed, onDone }: { keyItem: Key; onDone: () => void }) {
  const { data: keyItem } = useKey(listed);
  const team = useActiveTeam();
  const [to, setTo] = useState<Destination>(keyItem.holder.type === 'office' ? 'staff' : 'office');
  const [staffId, setStaffId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<string>();
  const move = useMoveKey();
  const sending = useSubmission((request: MoveKey) => move.mutateAsync({ id: keyItem.id, move: request }));
  const memberField = useRef<HTMLSelectElement>(null);
  const holderId = keyItem.holder.type === 'staff' ? keyItem.holder.staffId : undefined;
  const members = (team.data?.items ?? []).filter((member) => member.id !== holderId);

  if (keyItem.status !== 'held')
    return (
      <div className="space-y-4">
        <KeyNow keyItem={keyItem} />
        <DialogActions
          keepLabel={content.keep}
          onKeep={onDone}
          confirmLabel={content.save}
          busyLabel={content.busy}
          pending={false}
          disabled
        />
      </div>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (to === 'staff' && !staffId) {
      setErrors({ staffId: content.memberRequired });
      memberField.current?.focus();
      return;
    }
    const parsed = MoveKeySchema.safeParse({
      to: to === 'staff' ? { type: 'staff', staffId } : { type: to },
      reason: note,
      version: keyItem.version,
    });
    if (!parsed.success) {
      setErrors({ reason: parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message });
      return;
    }
    setConflict(undefined);
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(
        to === 'staff'
          ? content.done.staff(
              keyItem.tag,
              members.find((member) => member.id === staffId)?.name ?? content.staff,
            )
          : content.done[to](keyItem.tag),
      );
      onDone();
    } catch (error) {
      if (isConflict(error)) {
        setConflict(isApiError(error) ? error.message : '');
        return;
      }
      console.error('The key was not handed over', error);
      if (isApiError(error) && error.status === 422)
        setErrors({
          staffId: error.issues.find((issue) => issue.path.startsWith('to'))?.message,
          reason: error.issues.find((issue) => issue.path === 'reason')?.message,
        });
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  const labels: Record<Destination, string> = {
    office: content.office,
    staff: content.staff,
    client: content.client,
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <KeyNow keyItem={keyItem} />
      {conflict !== undefined && <KeyConflict message={conflict} onReloaded={() => setConflict(undefined)} />}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{content.legend}</legend>
        {DESTINATIONS.map((destination) => (
          <label key={destination} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="to"
              className="size-5"
              value={destination}
              checked={to === destination}
              // The safe cannot hand a key to itself.
              disabled={destination === 'office' && keyItem.holder.type === 'office'}
              onChange={() => {
                setTo(destination);
                setErrors({});
              }}
            />
            {labels[destination]}
          </label>
        ))}
      </fieldset>
      {to === 'staff' && (
        <SelectField
          ref={memberField}
          label={content.member}
          required
          value={staffId}
          disabled={team.isPending}
          error={errors.staffId ?? (team.isError ? content.teamFailure : undefined)}
          onChange={(event) => {
            setStaffId(event.target.value);
            setErrors(({ staffId: _gone, ...rest }) => rest);
          }}
        >
          <option value="">{team.isPending ? content.teamLoading : content.memberChoose}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      )}
      {to === 'client' && <p className="text-slate-700">{content.clientHint}</p>}
      <TextAreaField
        label={content.note}
        hint={content.noteHint}
        rows={2}
        maxLength={500}
        value={note}
        error={errors.reason}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors(({ reason: _gone, ...rest }) => rest);
        }}
      />
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={content.save}
        busyLabel={content.busy}
        pending={sending.pending}
      />
    </form>
  );
}
