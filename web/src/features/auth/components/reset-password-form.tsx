import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { type ResetPassword, ResetPasswordSchema } from '@/features/auth/schemas';
import { setNewPassword } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';

const content = authContent.reset;

/** Step two of 'Forgot password?': the emailed code and the new password. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const form = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { code: '', newPassword: '' },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;

  const reset = useSubmission(({ code, newPassword }: ResetPassword) =>
    setNewPassword(email, code, newPassword),
  );
  const busy = isSubmitting || reset.pending;

  const submit = async (value: ResetPassword) => {
    try {
      if ((await reset.submit(value)) === 'busy') return;
      toast.success(content.done);
      onDone();
    } catch (error) {
      console.error('Password reset failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-describedby="reset-code-intro"
        className="space-y-5"
      >
        <p id="reset-code-intro" className="text-slate-700">
          {content.codeIntro(email)}
        </p>
        <CodeField label={content.code} />
        <PasswordField name="newPassword" label={content.newPassword} autoComplete="new-password" />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? content.busy : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
