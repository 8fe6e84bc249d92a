import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/dates';
import {
  type Me,
  type ProfileDetails,
  ProfileDetailsSchema,
  REMINDER_PREFERENCES,
} from '@shared/schemas/user';
import { displayUkMobile, normaliseUkMobile } from '@shared/sms';
import { useRef } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { AddressFieldset } from '@/components/ui/address-fieldset';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormField, FormTextArea } from '@/components/ui/form-field';
import { accountContent } from '@/features/users/account-content';
import { useUpdateProfile } from '@/features/users/api/update-profile';
import { TextMessagesFieldset } from '@/features/users/components/text-messages-fieldset';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = accountContent.profile;

interface ProfileFields {
  fullName: string;
  phone: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  accessNotes: string;
  reminders: (typeof REMINDER_PREFERENCES)[number];
  mobile: string;
  textMessages: boolean;
  reviewInvitations: boolean;
}

/** The number texts go to; until one is saved, the phone when it is a UK mobile. */
const mobileOf = (me: Me): string => {
  if (me.mobile) return displayUkMobile(me.mobile);
  return me.phone && normaliseUkMobile(me.phone) ? me.phone : '';
};

const fieldsOf = (me: Me): ProfileFields => ({
  fullName: me.fullName ?? '',
  phone: me.phone ?? '',
  address: {
    line1: me.address?.line1 ?? '',
    line2: me.address?.line2 ?? '',
    town: me.address?.town ?? '',
    postcode: me.address?.postcode ?? '',
  },
  accessNotes: me.accessNotes ?? '',
  reminders: me.reminders ?? 'email',
  mobile: mobileOf(me),
  // Asked for and waiting for the code texted to the number: still the client's choice.
  textMessages: Boolean(me.textMessages || me.mobileCode),
  reviewInvitations: me.reviewInvitations !== false,
});

/** What the texts' switch stands for now: confirmed for a number, or waiting for its code. */
const textsStatus = (me: Me): string | undefined => {
  if (me.textMessages && me.mobile && me.textsConsent?.mobile === me.mobile)
    return content.texts.on(displayUkMobile(me.mobile), formatDate(me.textsConsent.at));
  if (me.mobileCode) return content.texts.waiting(displayUkMobile(me.mobileCode.mobile));
  return undefined;
};

/** An address left wholly empty is no address; a partly filled one is checked line by line. */
const requestOf = (fields: ProfileFields) => ({
  ...fields,
  address: Object.values(fields.address).every((value) => value.trim() === '') ? undefined : fields.address,
});

const checkShared = zodResolver(ProfileDetailsSchema) as unknown as Resolver<
  ProfileFields,
  unknown,
  ProfileDetails
>;
const resolver: Resolver<ProfileFields, unknown, ProfileDetails> = (values, context, options) =>
  checkShared(requestOf(values) as ProfileFields, context, options);

const serverFields = [
  'fullName',
  'phone',
  'accessNotes',
  'reminders',
  'mobile',
  'textMessages',
  'reviewInvitations',
] as const;

/** The client's own details, checked with the API's own schema before and after sending. */
export function ProfileForm({ me, onSaved }: { me: Me; onSaved?: (saved: Me) => void }) {
  const form = useForm<ProfileFields, unknown, ProfileDetails>({
    resolver,
    defaultValues: fieldsOf(me),
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const update = useUpdateProfile();
  const saved = useRef<Me>(undefined);
  const saving = useSubmission(async (details: ProfileDetails) => {
    saved.current = await update.mutateAsync(details);
  });
  const busy = isSubmitting || saving.pending;

  const submit = async (details: ProfileDetails) => {
    try {
      if ((await saving.submit(details)) === 'busy') return;
      toast.success(content.success);
      // The form shows what was stored, as the server normalised it (postcode, phone).
      if (saved.current) {
        reset(fieldsOf(saved.current));
        onSaved?.(saved.current);
      }
    } catch (error) {
      console.error('The profile was not saved', error);
      showServerIssues(error, setError, serverFields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="space-y-5"
        aria-labelledby="profile-heading"
      >
        <FormField name="fullName" label={content.fullName} required autoComplete="name" />
        <FormField
          name="phone"
          label={content.phone}
          hint={content.phoneHint}
          type="tel"
          autoComplete="tel"
        />
        <AddressFieldset register={register} errors={errors} labels={content.address} optional />
        <FormTextArea
          name="accessNotes"
          label={content.accessNotes}
          hint={content.accessNotesHint}
          rows={3}
        />
        <Field label={content.reminders} error={errors.reminders?.message}>
          {(control) => (
            <select {...control} {...register('reminders')}>
              {REMINDER_PREFERENCES.map((option) => (
                <option key={option} value={option}>
                  {content.reminderOptions[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextMessagesFieldset register={register} errors={errors} status={textsStatus(me)} />
        {/* Registered as the texts' switch is (text-messages-fieldset.tsx): a single checkbox is a boolean. */}
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input type="checkbox" className="size-5" {...register('reviewInvitations')} />
          {content.reviewInvitations}
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? content.busy : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
