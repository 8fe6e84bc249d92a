import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { accountContent } from '@/features/users/account-content';

const content = accountContent.profile.texts;

/** The part of the profile form this fieldset draws. */
export interface TextMessageFields {
  mobile: string;
  textMessages: boolean;
}

/**
 * The client's choice of texts about their visits (issue 27): the mobile they go to and the switch,
 * off unless they turn it on, with what texts are for (service only, never marketing: PECR) beside it.
 */
export function TextMessagesFieldset<T extends TextMessageFields>({
  control,
  register,
  errors,
}: {
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
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
      <Controller
        name={'textMessages' as Path<T>}
        control={control}
        render={({ field: optIn }) => (
          <CheckboxField label={content.optIn} checked={optIn.value === true} onChange={optIn.onChange} />
        )}
      />
    </fieldset>
  );
}
