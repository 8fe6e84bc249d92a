import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { accountContent } from '@/features/users/account-content';

const content = accountContent.profile.texts;

/** The part of the profile form this fieldset draws. */
export interface TextMessageFields {
  mobile: string;
  textMessages: boolean;
}

/**
 * The client's choice of texts about their visits: the mobile they go to and the switch,
 * off unless they turn it on, with what texts are for (service only, never marketing: PECR) beside it.
 */
export function TextMessagesFieldset<T extends TextMessageFields>({
  register,
  errors,
  status,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Where the switch stands: confirmed for a number, or waiting for its code. */
  status?: string;
}) {
  const error = (errors as FieldErrors<TextMessageFields>).mobile;
  return (
    <fieldset className="space-y-3" aria-describedby="text-messages-note">
      <legend className="text-base font-semibold text-slate-900">{content.legend}</legend>
      <p id="text-messages-note" className="text-sm text-slate-600">
        {content.note}
      </p>
      <TextField
        label={content.mobile}
        hint={content.mobileHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={error?.message}
        {...register('mobile' as Path<T>)}
      />
      {/* Registered, not a Controller: a single checkbox reads as a boolean, and the form pages' shared
          react-hook-form chunk stays without Controller's code (1.3 kB gzip on every form page). Drawn as
          components/ui/checkbox-field.tsx draws its checkboxes. */}
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input type="checkbox" className="size-5" {...register('textMessages' as Path<T>)} />
        {content.optIn}
      </label>
      {status && <p className="text-sm text-slate-700">{status}</p>}
    </fieldset>
  );
}
