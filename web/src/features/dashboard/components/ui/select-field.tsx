import type { ComponentProps } from 'react';
import { Field } from '../../../../components/ui/field';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
  required?: boolean;
  error?: string;
}

/** A native select: the phone's own picker on small screens, and keyboard behaviour for free. */
export function SelectField({ label, required, error, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
