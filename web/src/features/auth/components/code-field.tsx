import { FormField } from '@/components/ui/form-field';

/** The six digits a step asks for (mailed, or the authenticator app's), as the phone's keypad offers them. */
export function CodeField({ label }: { label: string }) {
  return <FormField name="code" label={label} required inputMode="numeric" autoComplete="one-time-code" />;
}
