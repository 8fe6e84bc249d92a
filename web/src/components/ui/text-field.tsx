import type { ComponentProps } from 'react';
import { Field } from './field';

interface FieldShape {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

type TextFieldProps = FieldShape & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function TextField({ label, required, error, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

type TextAreaFieldProps = FieldShape & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextAreaField({ label, required, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}
