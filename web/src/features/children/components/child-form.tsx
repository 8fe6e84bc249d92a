import { zodResolver } from '@hookform/resolvers/zod';
import { todayInLondon } from '@shared/dates';
import { type Child, type ChildDetails, ChildDetailsSchema } from '@shared/schemas/children';
import { Plus, X } from 'lucide-react';
import { FormProvider, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormTextArea } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useSaveChild } from '@/features/children/api/children';
import { childrenContent } from '@/features/children/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = childrenContent.form;
const CONSENTS = ['outings', 'photos', 'sunCream'] as const;
const MAX_CONTACTS = 3;

interface ChildFields {
  firstName: string;
  dateOfBirth: string;
  allergies: string;
  medicalNotes: string;
  dietaryNeeds: string;
  emergencyContacts: { name: string; relationship: string; phone: string }[];
  consents: { outings: boolean; photos: boolean; sunCream: boolean };
}

const fieldsOf = (child?: Child): ChildFields => ({
  firstName: child?.firstName ?? '',
  dateOfBirth: child?.dateOfBirth ?? '',
  allergies: child?.allergies ?? '',
  medicalNotes: child?.medicalNotes ?? '',
  dietaryNeeds: child?.dietaryNeeds ?? '',
  emergencyContacts: child?.emergencyContacts.map((contact) => ({ ...contact })) ?? [
    { name: '', relationship: '', phone: '' },
  ],
  consents: child?.consents ?? { outings: false, photos: false, sunCream: false },
});

const resolver = zodResolver(ChildDetailsSchema) as unknown as Resolver<ChildFields, unknown, ChildDetails>;

const serverFields = ['firstName', 'dateOfBirth', 'allergies', 'medicalNotes', 'dietaryNeeds'] as const;

/**
 * A child's profile, checked with the API's own schema (a date of birth in the past and under 18, the
 * shared text rule) before it is sent and again by the server.
 */
export function ChildForm({ child, onDone }: { child?: Child; onDone: () => void }) {
  const form = useForm<ChildFields, unknown, ChildDetails>({
    resolver,
    defaultValues: fieldsOf(child),
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const contacts = useFieldArray({ control, name: 'emergencyContacts' });
  const save = useSaveChild();
  const saving = useSubmission((details: ChildDetails, idempotencyKey) =>
    save.mutateAsync({ id: child?.id, details, idempotencyKey }),
  );
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || saving.pending;

  const submit = async (details: ChildDetails) => {
    try {
      if ((await saving.submit(details)) === 'busy') return;
      toast.success(content.saved(details.firstName));
      onDone();
    } catch (error) {
      console.error('The child was not saved', error);
      showServerIssues(error, setError, serverFields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="firstName" label={content.firstName} required autoComplete="off" />
          <FormField
            name="dateOfBirth"
            label={content.dateOfBirth}
            required
            type="date"
            max={todayInLondon()}
          />
        </div>
        <FormTextArea name="allergies" label={content.allergies} hint={content.allergiesHint} rows={2} />
        <FormTextArea
          name="medicalNotes"
          label={content.medicalNotes}
          hint={content.medicalNotesHint}
          rows={2}
        />
        <FormTextArea
          name="dietaryNeeds"
          label={content.dietaryNeeds}
          hint={content.dietaryNeedsHint}
          rows={2}
        />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900">{content.contacts}</legend>
          <p className="text-sm text-slate-700">{content.contactsHint}</p>
          {errors.emergencyContacts?.root?.message || errors.emergencyContacts?.message ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.emergencyContacts?.root?.message ?? errors.emergencyContacts?.message}
            </p>
          ) : null}
          {contacts.fields.map((field, index) => (
            <div key={field.id} className="rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={content.contactName}
                  required
                  autoComplete="off"
                  error={errors.emergencyContacts?.[index]?.name?.message}
                  {...register(`emergencyContacts.${index}.name`)}
                />
                <TextField
                  label={content.relationship}
                  required
                  autoComplete="off"
                  error={errors.emergencyContacts?.[index]?.relationship?.message}
                  {...register(`emergencyContacts.${index}.relationship`)}
                />
                <TextField
                  label={content.phone}
                  required
                  type="tel"
                  autoComplete="off"
                  error={errors.emergencyContacts?.[index]?.phone?.message}
                  {...register(`emergencyContacts.${index}.phone`)}
                />
              </div>
              {contacts.fields.length > 1 && (
                <Button variant="secondary" className="mt-3" onClick={() => contacts.remove(index)}>
                  <X aria-hidden="true" className="size-4" />
                  {content.removeContact(index + 1)}
                </Button>
              )}
            </div>
          ))}
          {contacts.fields.length < MAX_CONTACTS && (
            <Button
              variant="secondary"
              onClick={() => contacts.append({ name: '', relationship: '', phone: '' })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {content.addContact}
            </Button>
          )}
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="font-semibold text-slate-900">{content.consents}</legend>
          {CONSENTS.map((consent) => (
            <label key={consent} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input type="checkbox" className="size-5" {...register(`consents.${consent}`)} />
              {content.consentLabels[consent]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDone}>
            {content.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? content.busy : content.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
