import type { ComponentProps } from 'react';
import { Field } from './field';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
  required?: boolean;
  error?: string;
  /** The first, empty option, so nothing is chosen for the visitor. */
  placeholder?: string;
  /** The choices; or pass <option> elements as children when they need more than a value and a label. */
  options?: readonly { value: string; label: string }[];
}

/** A native select: the phone's own picker on small screens, and keyboard behaviour for free. */
export function SelectField({
  label,
  required,
  error,
  placeholder,
  options,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
