import type { GeneralEnquiryFields } from '@shared/schemas/enquiry';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useHoneypot } from '@/components/ui/honeypot';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { enquiryContent as content } from '@/content/contact';
import { prepareEnquiry, sendGeneralEnquiry } from '@/features/enquiries/api/send-enquiry';
import { ENQUIRY_PREFILL_PARAMS } from '@/features/enquiries/prefill';
import { once } from '@/lib/once';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { requestToaster } from '@/lib/toaster';

const emptyForm: GeneralEnquiryFields = { name: '', email: '', subject: '', message: '' };
const fieldNames = Object.keys(emptyForm) as (keyof GeneralEnquiryFields)[];

/**
 * The API's own schema checks the form, loaded (with zod) when someone starts on it: the page draws
 * and hydrates without it.
 */
const loadChecks = once(async (): Promise<Resolver<GeneralEnquiryFields>> => {
  const [{ zodResolver }, { GeneralEnquiryFieldsSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/schemas/enquiry'),
  ]);
  return zodResolver(GeneralEnquiryFieldsSchema);
});
const resolver: Resolver<GeneralEnquiryFields> = async (...args) => (await loadChecks())(...args);

/** The first sign someone is using the form: fetch what checking and sending it need, and the toasts. */
const prepare = () => {
  requestToaster();
  void loadChecks();
  prepareEnquiry();
};

/** The General Enquiry form, validated by the same schema as the API. */
export function EnquiryForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver,
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const honeypot = useHoneypot();
  const enquiry = useSubmission(sendGeneralEnquiry);
  const sending = isSubmitting || enquiry.pending;
  // Arriving from the quote page: what the visitor typed there fills the subject and message.
  const [params] = useSearchParams();
  useEffect(() => {
    const subject = params.get(ENQUIRY_PREFILL_PARAMS.subject) ?? '';
    const message = params.get(ENQUIRY_PREFILL_PARAMS.message) ?? '';
    if (subject || message)
      reset({ ...emptyForm, subject: subject.slice(0, 200), message: message.slice(0, 1000) });
  }, [params, reset]);

  const send = async (fields: GeneralEnquiryFields) => {
    try {
      if ((await enquiry.submit({ ...fields, ...honeypot.trap() })) === 'busy') return;
      toast.success(content.sent.title, { description: content.sent.description });
      reset(emptyForm);
    } catch (error) {
      console.error('The enquiry was not sent', error);
      showServerIssues(error, setError, fieldNames);
      toast.error(content.failed.title, { description: content.failed.description });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      onFocus={prepare}
      onPointerEnter={prepare}
      aria-labelledby="enquiry-heading"
      className="space-y-5"
    >
      <div>
        <h2 id="enquiry-heading" className="text-xl font-semibold text-slate-900">
          {content.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{content.requiredNote}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={content.labels.name}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={content.labels.email}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      {honeypot.field}
      <TextField
        label={content.labels.subject}
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={content.labels.message}
        required
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? content.sending : content.submit}
      </Button>
    </form>
  );
}
