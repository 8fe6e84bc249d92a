import { zodResolver } from '@hookform/resolvers/zod';
import { type GeneralEnquiryFields, GeneralEnquiryFieldsSchema } from '@shared/schemas/enquiry';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useHoneypot } from '@/components/ui/honeypot';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { enquiryContent as content } from '@/content/contact';
import { useSendEnquiry } from '@/features/enquiries/api/send-enquiry';
import { showServerIssues } from '@/lib/server-issues';
import { useToaster } from '@/lib/toaster';

const emptyForm: GeneralEnquiryFields = { name: '', email: '', subject: '', message: '' };
const fieldNames = Object.keys(emptyForm) as (keyof GeneralEnquiryFields)[];

/** SPEC §4-§5 and §8: the General Enquiry form, validated by the same schema as the API. */
export function EnquiryForm() {
  useToaster();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(GeneralEnquiryFieldsSchema),
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const sendEnquiry = useSendEnquiry();
  const honeypot = useHoneypot();
  // A double click can submit twice before the disabled button renders; the second must send nothing.
  const inFlight = useRef(false);
  const sending = isSubmitting || sendEnquiry.pending;

  const send = async (fields: GeneralEnquiryFields) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await sendEnquiry.send({ ...fields, ...honeypot.trap() });
      toast.success(content.sent.title, { description: content.sent.description });
      reset();
    } catch (error) {
      console.error('The enquiry was not sent', error);
      showServerIssues(error, setError, fieldNames);
      toast.error(content.failed.title, { description: content.failed.description });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-labelledby="enquiry-heading" className="space-y-5">
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
