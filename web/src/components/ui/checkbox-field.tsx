import type { ReactNode } from 'react';

/**
 * A checkbox with its words beside it, held by the form's state: the whole label is the target, at
 * least 44 px tall (WCAG 2.5.8).
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-2 text-slate-800 ${className}`}>
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** `list` with `item` added (once) or taken out: a group of checkboxes over one list. */
export const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((other) => other !== item), item] : list.filter((other) => other !== item);
