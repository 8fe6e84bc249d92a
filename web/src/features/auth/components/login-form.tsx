import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { authContent } from '@/features/auth/content';
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in';
import { type Login, LoginSchema } from '@/features/auth/schemas';
import { logIn } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';
import { PasswordField } from './password-field';

const content = authContent.login;

interface LoginFormProps {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
  /** An account not yet verified goes to the code step, with the password kept to sign in after it. */
  onNeedsConfirmation: (email: string, password: string) => void;
  /** An admin with an authenticator app: its code is the second step. */
  onNeedsAppCode: (email: string) => void;
  /** An admin without one: set it up now, with the password kept to log in again after. */
  onNeedsAppSetup: (email: string, password: string) => void;
}

export function LoginForm({
  defaultEmail = '',
  onForgotPassword,
  onNeedsConfirmation,
  onNeedsAppCode,
  onNeedsAppSetup,
}: LoginFormProps) {
  const form = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { handleSubmit, getValues, formState } = form;
  const { isSubmitting } = formState;
  const finishSignIn = useFinishSignIn();

  const submit = async ({ email, password }: Login) => {
    try {
      const outcome = await logIn(email, password);
      if (outcome === 'confirm-sign-up') onNeedsConfirmation(email, password);
      else if (outcome === 'app-code') onNeedsAppCode(email);
      else if (outcome === 'app-setup') onNeedsAppSetup(email, password);
      else await finishSignIn();
    } catch (error) {
      console.error('Login failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <FormField name="email" label={content.email} required type="email" autoComplete="email" />
        <PasswordField name="password" label={content.password} autoComplete="current-password" />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? content.busy : content.submit}
        </Button>
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email'))}
          className="min-h-11 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {content.forgot}
        </button>
      </form>
    </FormProvider>
  );
}
