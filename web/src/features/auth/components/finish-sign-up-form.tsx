import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { type FinishSignUp, FinishSignUpSchema, type SignUp } from '@/features/auth/schemas';
import { createAccount, finishAccount, logIn } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { CodeField } from './code-field';
import { NewCodeActions } from './new-code-actions';
import { PasswordField } from './password-field';
import { StepHeading } from './step-heading';

const content = authContent.finish;

interface FinishSignUpFormProps {
  /** What the first step sent: the address the code went to, and the name (for a new code). */
  account: SignUp;
  /** The account exists but signing in failed: the login form, with the address filled in. */
  onCreatedWithoutSignIn: () => void;
  onBack: () => void;
  /** A member of the team finishing the office's invitation: its words, and no new code here. */
  invited?: boolean;
}

/**
 * Sign-up's second step (decision 015): the code from the email and the password the person chooses.
 * The account is made only now, then they are signed straight in.
 */
export function FinishSignUpForm({
  account,
  onCreatedWithoutSignIn,
  onBack,
  invited = false,
}: FinishSignUpFormProps) {
  const words = invited ? { ...content, ...authContent.join } : content;
  const form = useForm<FinishSignUp>({
    resolver: zodResolver(FinishSignUpSchema),
    defaultValues: { code: '', password: '' },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();
  const finishing = useSubmission(({ code, password }: FinishSignUp) =>
    finishAccount({ email: account.email, code, password }),
  );
  const busy = isSubmitting || finishing.pending;

  const submit = async (value: FinishSignUp) => {
    try {
      if ((await finishing.submit(value)) === 'busy') return;
    } catch (error) {
      console.error('Finishing sign-up failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
      return;
    }
    try {
      await logIn(account.email, value.password);
      await finishSignIn();
    } catch (error) {
      console.error('Login after sign-up failed', error);
      toast.error(authContent.login.failure, { description: errorMessage(error) });
      onCreatedWithoutSignIn();
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="finish-heading" className="space-y-5">
        <StepHeading id="finish-heading" heading={words.heading}>
          <p className="mt-1 text-slate-700">{words.intro(account.email)}</p>
        </StepHeading>
        <CodeField label={content.code} />
        <PasswordField name="password" label={content.password} autoComplete="new-password" />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? content.busy : words.submit}
        </Button>
        <NewCodeActions send={invited ? undefined : () => createAccount(account)} onBack={onBack} />
      </form>
    </FormProvider>
  );
}
