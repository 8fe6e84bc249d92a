import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { authContent } from '@/features/auth/content';
import { type ResetPassword, ResetPasswordSchema } from '@/features/auth/schemas';
import { setNewPassword } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = authContent.reset;

/** Step two of 'Forgot password?': the emailed code and the new password. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { code: '', newPassword: '' },
  });
  const { errors, isSubmitting } = formState;

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
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-describedby="reset-code-intro"
      className="space-y-5"
    >
      <p id="reset-code-intro" className="text-slate-700">
        {content.codeIntro(email)}
      </p>
      <TextField
        label={content.code}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label={content.newPassword}
        required
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? content.busy : content.submit}
      </Button>
    </form>
  );
}
