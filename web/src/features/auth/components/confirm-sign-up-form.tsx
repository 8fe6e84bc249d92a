import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { type ConfirmCode, ConfirmCodeSchema } from '@/features/auth/schemas';
import { confirmAccount, logIn, resendAccountCode } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { CodeField } from './code-field';
import { NewCodeActions } from './new-code-actions';
import { StepHeading } from './step-heading';

const content = authContent.confirm;

interface ConfirmSignUpFormProps {
  email: string;
  /** Known when the user just typed it (sign-up or login): then verifying signs them straight in. */
  password?: string;
  onVerifiedWithoutPassword: () => void;
  onBack: () => void;
}

export function ConfirmSignUpForm({
  email,
  password,
  onVerifiedWithoutPassword,
  onBack,
}: ConfirmSignUpFormProps) {
  const form = useForm<ConfirmCode>({
    resolver: zodResolver(ConfirmCodeSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();

  const confirming = useSubmission(({ code }: ConfirmCode) => confirmAccount(email, code));
  const busy = isSubmitting || confirming.pending;

  const submit = async (value: ConfirmCode) => {
    try {
      if ((await confirming.submit(value)) === 'busy') return;
    } catch (error) {
      console.error('Verification failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
      return;
    }
    if (!password) {
      toast.success(content.verified);
      onVerifiedWithoutPassword();
      return;
    }
    try {
      await logIn(email, password);
      await finishSignIn();
    } catch (error) {
      console.error('Login after verification failed', error);
      toast.error(authContent.login.failure, { description: errorMessage(error) });
      onVerifiedWithoutPassword();
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-labelledby="confirm-heading"
        className="space-y-5"
      >
        <StepHeading id="confirm-heading" heading={content.heading}>
          <p className="mt-1 text-slate-700">{content.intro(email)}</p>
        </StepHeading>
        <CodeField label={content.code} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? content.busy : content.submit}
        </Button>
        <NewCodeActions send={() => resendAccountCode(email)} onBack={onBack} />
      </form>
    </FormProvider>
  );
}
