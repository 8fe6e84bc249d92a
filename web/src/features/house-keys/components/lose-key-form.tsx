import { type Key, LoseKeySchema } from '@shared/schemas/house-keys';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { useLoseKey } from '@/features/house-keys/api/change-key';
import { useKey } from '@/features/house-keys/api/get-key';
import { keysContent } from '@/features/house-keys/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { isConflict, KeyConflict } from './key-conflict';
import { KeyNow } from './key-now';

const content = keysContent.loseForm;

/**
 * A key nobody can find leaves the register for good: only with what happened, after the office has
 * said it looked, and with the terms' replacement fee in front of them before they tell the client.
 */
export function LoseKeyForm({ keyItem: listed, onDone }: { keyItem: Key; onDone: () => void }) {
  const { data: keyItem } = useKey(listed);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; checked?: string }>({});
  const [conflict, setConflict] = useState<string>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const confirmField = useRef<HTMLInputElement>(null);
  const lose = useLoseKey();
  const sending = useSubmission((request: { reason: string; version: number }) =>
    lose.mutateAsync({ id: keyItem.id, ...request }),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = LoseKeySchema.safeParse({ reason, version: keyItem.version });
    const found = {
      ...(parsed.success ? {} : { reason: content.reasonRequired }),
      ...(checked ? {} : { checked: content.confirmRequired }),
    };
    setErrors(found);
    if (found.reason) return reasonField.current?.focus();
    if (found.checked || !parsed.success) return confirmField.current?.focus();
    setConflict(undefined);
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(content.done(keyItem.tag));
      onDone();
    } catch (error) {
      if (isConflict(error)) {
        setConflict(isApiError(error) ? error.message : '');
        return;
      }
      console.error('The key was not marked as lost', error);
      if (isApiError(error) && error.status === 422)
        setErrors({ reason: error.issues.find((issue) => issue.path === 'reason')?.message });
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  const held = keyItem.status === 'held';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <KeyNow keyItem={keyItem} />
      {conflict !== undefined && <KeyConflict message={conflict} onReloaded={() => setConflict(undefined)} />}
      <p className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">{content.fee}</p>
      <TextAreaField
        ref={reasonField}
        label={content.reason}
        hint={content.reasonHint}
        required
        rows={3}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors(({ reason: _gone, ...rest }) => rest);
        }}
      />
      <div>
        <label className="flex min-h-11 items-start gap-2 text-slate-900">
          <input
            ref={confirmField}
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={checked}
            aria-invalid={errors.checked ? 'true' : undefined}
            aria-describedby={errors.checked ? 'lose-key-confirm-error' : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              setErrors(({ checked: _gone, ...rest }) => rest);
            }}
          />
          {content.confirm}
        </label>
        {errors.checked && (
          <p id="lose-key-confirm-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.checked}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {content.keep}
        </Button>
        <Button type="submit" variant="danger" disabled={sending.pending || !held}>
          {sending.pending ? content.busy : content.save}
        </Button>
      </div>
    </form>
  );
}
