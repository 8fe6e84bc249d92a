import { FormField } from '@/components/ui/form-field';

/** A password the browser's manager fills (`current-password`) or offers to make (`new-password`). */
export function PasswordField({
  name,
  label,
  autoComplete,
}: {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormField name={name} label={label} required type="password" autoComplete={autoComplete} />;
}
