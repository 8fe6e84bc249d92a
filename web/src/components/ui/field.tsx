import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** What a field hands its control so label, error and invalid state stay wired together. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
  'aria-required'?: 'true';
}

interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  /** A short example or instruction under the label, read out with the field. */
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const controlBase =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500';
// Borders keep 3:1 against white (WCAG 1.4.11); an invalid field also gets a ring, so it is not colour alone.
const controlState = { valid: 'border-slate-500', invalid: 'border-red-700 ring-1 ring-red-700' };

export function Field({ label, required = false, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {/* The star is for sighted users; aria-required tells everyone else. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id,
        className: `${controlBase} ${error ? controlState.invalid : controlState.valid}`,
        'aria-invalid': error ? 'true' : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? 'true' : undefined,
      })}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
