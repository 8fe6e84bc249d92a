import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { type ChangePassword, ChangePasswordSchema } from '@/features/auth/schemas';
import { canSignOutEverywhere, changePassword } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { PasswordField } from './password-field';

const content = authContent.changePassword;

/**
 * A signed-in user changes their password, knowing the current one. Signing out other devices is
 * offered where the user pool supports it (Cognito's GlobalSignOut; cognito-local has none); it ends
 * this session too, so `onSignedOut` takes the user to sign in again.
 */
export function ChangePasswordForm({ onSignedOut }: { onSignedOut: () => void }) {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', everywhere: false },
  });
  const { register, handleSubmit, reset, formState } = form;
  const { isSubmitting } = formState;
  const [everywhereOffered, setEverywhereOffered] = useState(false);
  useEffect(() => {
    void canSignOutEverywhere().then(setEverywhereOffered, () => setEverywhereOffered(false));
  }, []);
  const change = useSubmission(({ currentPassword, newPassword, everywhere }: ChangePassword) =>
    changePassword(currentPassword, newPassword, everywhere),
  );
  const busy = isSubmitting || change.pending;

  const submit = async (value: ChangePassword) => {
    try {
      if ((await change.submit(value)) === 'busy') return;
      reset();
      if (value.everywhere) {
        toast.success(content.signedOut);
        onSignedOut();
      } else toast.success(content.success);
    } catch (error) {
      console.error('The password was not changed', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <p className="text-slate-700">{content.intro}</p>
        {/* Lets password managers pair the new password with the account. */}
        <input type="hidden" autoComplete="username" />
        <PasswordField name="currentPassword" label={content.current} autoComplete="current-password" />
        <PasswordField name="newPassword" label={content.next} autoComplete="new-password" />
        {everywhereOffered && (
          <label className="flex items-center gap-2 text-slate-900">
            <input type="checkbox" className="size-5" {...register('everywhere')} />
            {content.everywhere}
          </label>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? content.busy : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
