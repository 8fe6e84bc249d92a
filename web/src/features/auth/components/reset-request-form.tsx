import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { authContent } from '@/features/auth/content';
import { type ResetRequest, ResetRequestSchema } from '@/features/auth/schemas';
import { sendPasswordResetCode } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = authContent.reset;

/** Step one of 'Forgot password?': Cognito e-mails a code to the address. */
export function ResetRequestForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const form = useForm<ResetRequest>({
    resolver: zodResolver(ResetRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;

  const request = useSubmission(({ email }: ResetRequest) => sendPasswordResetCode(email));
  const busy = isSubmitting || request.pending;

  const submit = async (value: ResetRequest) => {
    const { email } = value;
    try {
      if ((await request.submit(value)) === 'busy') return;
      toast.success(content.sent);
      onSent(email);
    } catch (error) {
      console.error('Password reset request failed', error);
      toast.error(content.sendFailure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-describedby="reset-intro" className="space-y-5">
        <p id="reset-intro" className="text-slate-700">
          {content.intro}
        </p>
        <FormField name="email" label={content.email} required type="email" autoComplete="email" />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? content.sending : content.send}
        </Button>
      </form>
    </FormProvider>
  );
}
