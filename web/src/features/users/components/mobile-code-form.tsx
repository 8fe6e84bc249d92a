import { zodResolver } from '@hookform/resolvers/zod';
import { MOBILE_CODE_LIMITS } from '@shared/limits';
import { type MobileCode, type MobileCodeInput, MobileCodeSchema } from '@shared/schemas/user';
import { displayUkMobile } from '@shared/sms';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { accountContent } from '@/features/users/account-content';
import { useConfirmMobileCode, useSendMobileCode } from '@/features/users/api/update-profile';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';

const content = accountContent.profile.texts;

/**
 * The code texted to the client's mobile, typed back to turn texts on. It appears once a
 * save asked for texts at a number not proven yet, takes the focus after that save, and offers a new code (the server
 * counts them). Its own form beside the profile's: forms do not nest.
 */
export function MobileCodeForm({ mobile, focusOnShow = false }: { mobile: string; focusOnShow?: boolean }) {
  const shown = displayUkMobile(mobile);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<
    MobileCodeInput,
    unknown,
    MobileCode
  >({ resolver: zodResolver(MobileCodeSchema), defaultValues: { code: '' } });
  const confirm = useConfirmMobileCode();
  const resend = useSendMobileCode();
  const checking = formState.isSubmitting || confirm.isPending;

  useEffect(() => {
    if (focusOnShow) setFocus('code');
  }, [focusOnShow, setFocus]);

  const submit = async (body: MobileCode) => {
    try {
      await confirm.mutateAsync(body);
      toast.success(content.confirmed(shown));
    } catch (error) {
      if (!showServerIssues(error, setError, ['code']))
        toast.error(content.confirmFailure, { description: errorMessage(error) });
    }
  };

  const sendAgain = async () => {
    if (resend.isPending) return;
    try {
      await resend.mutateAsync();
      reset({ code: '' });
      setFocus('code');
      toast.success(content.resent(shown));
    } catch (error) {
      toast.error(content.resendFailure, { description: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="mobile-code-heading"
      className="mt-6 space-y-4 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id="mobile-code-heading" className="text-base font-semibold text-slate-900">
        {content.codeHeading}
      </h3>
      <p className="text-sm text-slate-700">{content.codeSent(shown, MOBILE_CODE_LIMITS.lifetimeMinutes)}</p>
      <TextField
        label={content.code}
        hint={content.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={checking}>
          {checking ? content.confirmBusy : content.confirm}
        </Button>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => void sendAgain()}>
          {resend.isPending ? content.resendBusy : content.resend}
        </Button>
      </div>
    </form>
  );
}
