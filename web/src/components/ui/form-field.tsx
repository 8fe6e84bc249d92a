import type { ComponentProps } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from './text-field';

interface FormFieldShape<T extends FieldValues> {
  /** The form value this field registers; its error is read from the form's state. */
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

/** The field's error from the form inside the nearest `FormProvider`, registered under `name`. */
function useBoundField<T extends FieldValues>(name: Path<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  return { error: getFieldState(name, formState).error?.message, ...register(name) };
}

type FormFieldProps<T extends FieldValues> = FormFieldShape<T> &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'name'>;

/**
 * A text field bound to its react-hook-form (`<FormProvider>`): `<FormField name="email" label="Email" />`.
 * Label, hint, error and their aria wiring are `TextField`'s; the error is the form's own.
 */
export function FormField<T extends FieldValues>({ name, ...input }: FormFieldProps<T>) {
  return <TextField {...input} {...useBoundField<T>(name)} />;
}

type FormTextAreaProps<T extends FieldValues> = FormFieldShape<T> &
  Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'name'>;

/** `FormField` as a multi-line text area. */
export function FormTextArea<T extends FieldValues>({ name, ...textarea }: FormTextAreaProps<T>) {
  return <TextAreaField {...textarea} {...useBoundField<T>(name)} />;
}
