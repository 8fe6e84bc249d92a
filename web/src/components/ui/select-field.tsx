import type { ComponentProps } from 'react';
import { Field } from './field';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
  required?: boolean;
  error?: string;
  /** The first, empty option, so nothing is chosen for the visitor. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, required, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <select {...select} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
