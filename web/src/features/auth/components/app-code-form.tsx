import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { type AppCode, AppCodeSchema } from '@/features/auth/schemas';
import { errorMessage } from '@/lib/auth/error-message';
import { answerAppCode } from '@/lib/auth/mfa-actions';
import { toast } from '@/lib/toast';
import { CodeField } from './code-field';
import { StepHeading } from './step-heading';

const content = authContent.appCode;

interface AppCodeFormProps {
  /** Said above the form, e.g. after the app was just set up. */
  note?: string;
  onBack: () => void;
}

/** The second step of an admin's login: the code their authenticator app shows. */
export function AppCodeForm({ note, onBack }: AppCodeFormProps) {
  const form = useForm<AppCode>({
    resolver: zodResolver(AppCodeSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState, resetField } = form;
  const { isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();

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
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-labelledby="app-code-heading"
        className="space-y-5"
      >
        <StepHeading id="app-code-heading" heading={content.heading}>
          {note && <p className="mt-1 font-medium text-emerald-800">{note}</p>}
          <p className="mt-1 text-slate-700">{content.intro}</p>
        </StepHeading>
        <CodeField label={content.code} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? content.busy : content.submit}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {authContent.backToLogin}
        </Button>
      </form>
    </FormProvider>
  );
}
