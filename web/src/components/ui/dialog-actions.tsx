import { Button } from './button';

interface DialogActionsProps {
  /** Closes the dialog, changing nothing ("Keep Visit"). */
  keepLabel: string;
  onKeep: () => void;
  /** The action's label, and the words it shows while sending. */
  confirmLabel: string;
  busyLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Without it the action submits the dialog's form. */
  onConfirm?: () => void;
}

/** A dialog's closing row: the way out first, then the action, busy while it is sent. */
export function DialogActions({
  keepLabel,
  onKeep,
  confirmLabel,
  busyLabel,
  pending,
  disabled,
  onConfirm,
}: DialogActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} disabled={pending || disabled} onClick={onConfirm}>
        {pending ? busyLabel : confirmLabel}
      </Button>
    </div>
  );
}
