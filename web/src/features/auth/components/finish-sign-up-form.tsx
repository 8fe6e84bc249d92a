import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount';
import { type FinishSignUp, FinishSignUpSchema, type SignUp } from '@/features/auth/schemas';
import { createAccount, finishAccount, logIn } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { NewCodeActions } from './new-code-actions';

const content = authContent.finish;

interface FinishSignUpFormProps {
  /** What the first step sent: the address the code went to, and the name (for a new code). */
  account: SignUp;
  /** The account exists but signing in failed: the login form, with the address filled in. */
  onCreatedWithoutSignIn: () => void;
  onBack: () => void;
  /** A member of the team finishing the office's invitation (issue 26): its words, and no new code here. */
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
  const { register, handleSubmit, formState } = useForm<FinishSignUp>({
    resolver: zodResolver(FinishSignUpSchema),
    defaultValues: { code: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();
  const heading = useFocusOnMount<HTMLHeadingElement>();
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
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="finish-heading" className="space-y-5">
      <div>
        <h2 id="finish-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {words.heading}
        </h2>
        <p className="mt-1 text-slate-700">{words.intro(account.email)}</p>
      </div>
      <TextField
        label={content.code}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label={content.password}
        required
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? content.busy : words.submit}
      </Button>
      <NewCodeActions send={invited ? undefined : () => createAccount(account)} onBack={onBack} />
    </form>
  );
}
