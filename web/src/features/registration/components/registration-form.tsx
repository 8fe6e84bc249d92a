import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHoneypot } from '@/components/ui/honeypot';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  registrationCommon as common,
  registrationLabels as labels,
  type RegistrationField,
} from '@/content/register';
import { prepareRegistration, sendRegistration } from '@/features/registration/api/send-registration';
import {
  emptyRegistration,
  fieldsOf,
  type RegistrationKind,
  type RegistrationValues,
  requiredFields,
} from '@/features/registration/registration-fields';
import { once } from '@/lib/once';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { requestToaster } from '@/lib/toaster';

interface RegistrationFormProps {
  kind: RegistrationKind;
  heading: string;
  services: readonly { value: string; label: string }[];
  hints: Partial<Record<RegistrationField, string>>;
  sent: { title: string; description: string };
}

/** The checks (with the API's schemas, so zod) load when someone starts on the form, not with the page. */
const loadChecks = once(() => import('@/features/registration/validate-registration'));

/** The first sign someone is using the form: fetch what checking and sending it need, and the toasts. */
const prepare = () => {
  requestToaster();
  void loadChecks();
  prepareRegistration();
};

/** Field errors carry the kind of problem, so the submit handler knows which toast the specification asks for. */
const resolverFor =
  (kind: RegistrationKind): Resolver<RegistrationValues> =>
  async (values) => {
    const { validateRegistration } = await loadChecks();
    const result = validateRegistration(kind, values);
    if (result.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: result.problem, message }]),
    );
    return { values: {}, errors };
  };

/**
 * Cleaning and nanny registrations (§8): the exact fields of the shared schemas, checked
 * on submit and then as the visitor types; sent once per submission, whatever the number of clicks.
 */
export function RegistrationForm({ kind, heading, services, hints, sent }: RegistrationFormProps) {
  const { register, handleSubmit, reset, setError, formState } = useForm<RegistrationValues>({
    resolver: resolverFor(kind),
    defaultValues: emptyRegistration(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const honeypot = useHoneypot();
  const registration = useSubmission(sendRegistration);
  const sending = isSubmitting || registration.pending;
  const required = new Set<RegistrationField>(requiredFields(kind));
  const fields = fieldsOf(kind);

  const send = async (values: RegistrationValues) => {
    const { validateRegistration } = await loadChecks();
    const result = validateRegistration(kind, values);
    if (!result.ok) return;
    try {
      if ((await registration.submit({ ...result.payload, ...honeypot.trap() })) === 'busy') return;
      toast.success(sent.title, { description: sent.description });
      reset();
    } catch (error) {
      console.error('The registration was not sent', error);
      showServerIssues(error, setError, fields);
      toast.error(common.failed.title, { description: common.failed.description });
    }
  };

  const explain = (invalid: FieldErrors<RegistrationValues>) => {
    const problems = Object.values(invalid).map((error) => error?.type);
    if (problems.includes('missing'))
      toast.error(common.missing.title, { description: common.missing.description });
    else if (problems.includes('email'))
      toast.error(common.email.title, { description: common.email.description });
  };

  const props = (field: RegistrationField) => ({
    label: labels[field],
    required: required.has(field),
    error: errors[field]?.message,
    hint: hints[field],
    ...register(field),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send, explain)}
      onFocus={prepare}
      onPointerEnter={prepare}
      aria-labelledby="registration-heading"
      className="space-y-5"
    >
      <div>
        <h2 id="registration-heading" className="text-xl font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{common.requiredNote}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...props('fullName')} autoComplete="name" />
        <TextField {...props('telephone')} type="tel" autoComplete="tel" />
      </div>
      <TextField {...props('email')} type="email" autoComplete="email" />
      {honeypot.field}
      <TextAreaField {...props('address')} rows={3} autoComplete="street-address" />
      <SelectField {...props('serviceRequired')} placeholder={common.choose} options={services} />
      {kind === 'nanny' && (
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField {...props('numberOfChildren')} type="number" min={1} step={1} inputMode="numeric" />
          <TextField {...props('childrenAges')} />
          <TextField {...props('childrenGenders')} />
        </div>
      )}
      <TextField {...props('preferredDaysTimes')} />
      <TextAreaField {...props('specialRequirements')} rows={4} />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? common.submitting : common.submit}
      </Button>
    </form>
  );
}
