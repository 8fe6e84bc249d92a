import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount';
import { type AppCode, AppCodeSchema } from '@/features/auth/schemas';
import { errorMessage } from '@/lib/auth/error-message';
import { answerAppCode } from '@/lib/auth/mfa-actions';
import { toast } from '@/lib/toast';

const content = authContent.appCode;

interface AppCodeFormProps {
  /** Said above the form, e.g. after the app was just set up. */
  note?: string;
  onBack: () => void;
}

/** The second step of an admin's login: the code their authenticator app shows. */
export function AppCodeForm({ note, onBack }: AppCodeFormProps) {
  const { register, handleSubmit, formState, resetField } = useForm<AppCode>({
    resolver: zodResolver(AppCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const submit = async ({ code }: AppCode) => {
    try {
      await answerAppCode(code);
    } catch (error) {
      console.error('Authenticator code refused', error);
      toast.error(content.failure, { description: errorMessage(error) });
      resetField('code');
      return;
    }
    await finishSignIn();
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="app-code-heading" className="space-y-5">
      <div>
        <h2
          id="app-code-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          {content.heading}
        </h2>
        {note && <p className="mt-1 font-medium text-emerald-800">{note}</p>}
        <p className="mt-1 text-slate-700">{content.intro}</p>
      </div>
      <TextField
        label={content.code}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? content.busy : content.submit}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {authContent.backToLogin}
      </Button>
    </form>
  );
}
