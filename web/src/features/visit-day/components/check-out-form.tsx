import { HANDOVER_FIELDS, HANDOVER_LABELS, type HandoverField } from '@shared/handover';
import { type CheckOut, CheckOutSchema, type StaffVisit } from '@shared/schemas/visit-day';
import { earlyCheckOutOf } from '@shared/visit-day';
import { useEffect, useRef, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextAreaField } from '@/components/ui/text-field';
import { visitDayContent } from '@/features/visit-day/content';
import { StepButton } from './step-parts';

const content = visitDayContent.checkOut;
const steps = visitDayContent.steps;

type CheckOutRecord = Pick<CheckOut, 'handover' | 'note' | 'earlyReason'>;
type Field = HandoverField | 'note' | 'earlyReason';
const EMPTY = Object.fromEntries(HANDOVER_FIELDS.map((field) => [field, ''])) as Record<
  HandoverField,
  string
>;

interface CheckOutFormProps {
  visit: StaffVisit;
  pending: boolean;
  /** Sends the check-out; resolves once it has gone (or failed, which the page shows). */
  onCheckOut: (record: CheckOutRecord) => Promise<unknown>;
}

/**
 * Check-out: a care visit's handover to the parents (at least one of its parts), or a note for the
 * client; checked here with the server's own schema, then confirmed, since it cannot be taken back.
 */
export function CheckOutForm({ visit, pending, onCheckOut }: CheckOutFormProps) {
  const [handover, setHandover] = useState(EMPTY);
  const [note, setNote] = useState('');
  const [earlyReason, setEarlyReason] = useState('');
  // Before the booked start, or well short of it: the member says why (the server holds the same rule).
  const early = earlyCheckOutOf({ ...visit, actualStart: visit.visit?.actualStart }, new Date());
  const ticked = (visit.visit?.checklist ?? []).some((item) => item.done);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [record, setRecord] = useState<CheckOutRecord>();
  const [fixes, setFixes] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = CheckOutSchema.safeParse({
      ...(visit.needsHandover ? { handover } : { note }),
      ...(early ? { earlyReason } : {}),
    });
    const found: Partial<Record<Field | 'form', string>> = {};
    if (parsed.success) {
      if (early && !parsed.data.earlyReason) found.earlyReason = content.earlyRequired;
      if (!visit.needsHandover && !parsed.data.note && !ticked) found.note = content.nothingRecorded;
      if (Object.keys(found).length === 0) {
        setErrors({});
        setRecord({
          handover: parsed.data.handover,
          note: parsed.data.note,
          earlyReason: parsed.data.earlyReason,
        });
        return;
      }
    } else
      for (const issue of parsed.error.issues) {
        const field = (issue.path.at(-1) === 'handover' ? 'form' : issue.path.at(-1)) as Field | 'form';
        found[field] ??= issue.message;
      }
    setErrors(found);
    setFixes((count) => count + 1);
  };

  // The first field to fix takes the focus once the errors are drawn (the handover's first part when
  // nothing was written).
  useEffect(() => {
    if (fixes === 0) return;
    const fields = form.current;
    (
      fields?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? fields?.querySelector('textarea')
    )?.focus();
  }, [fixes]);

  return (
    <form ref={form} noValidate onSubmit={check} className="space-y-4 [&_label]:text-base [&_p]:text-base">
      {visit.needsHandover ? (
        <>
          <p className="text-lg text-slate-900">{content.handoverIntro}</p>
          {errors.form && (
            <p role="alert" className="text-lg font-semibold text-red-800">
              {errors.form}
            </p>
          )}
          {HANDOVER_FIELDS.map((field) => (
            <TextAreaField
              key={field}
              label={HANDOVER_LABELS[field]}
              rows={2}
              maxLength={1000}
              value={handover[field]}
              error={errors[field]}
              onChange={(event) => setHandover((now) => ({ ...now, [field]: event.target.value }))}
            />
          ))}
        </>
      ) : (
        <TextAreaField
          label={content.note}
          hint={content.noteHint}
          rows={3}
          maxLength={1000}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      {early && (
        <TextAreaField
          label={content.earlyReason}
          hint={content.earlyHint[early]}
          required
          rows={2}
          maxLength={500}
          value={earlyReason}
          error={errors.earlyReason}
          onChange={(event) => setEarlyReason(event.target.value)}
        />
      )}
      <StepButton type="submit" disabled={pending}>
        {pending ? steps.checkOutBusy : steps.checkOut}
      </StepButton>
      <ModalDialog
        open={record !== undefined}
        onOpenChange={(open) => !open && setRecord(undefined)}
        title={visit.needsHandover ? content.confirmHandover : content.confirm}
        description={visit.needsHandover ? content.confirmHandoverDescription : content.confirmDescription}
      >
        <DialogActions
          keepLabel={content.keep}
          onKeep={() => setRecord(undefined)}
          confirmLabel={steps.checkOut}
          busyLabel={steps.checkOutBusy}
          pending={pending}
          onConfirm={() => {
            if (!record) return;
            void onCheckOut(record).finally(() => setRecord(undefined));
          }}
        />
      </ModalDialog>
    </form>
  );
}
