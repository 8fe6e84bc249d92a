import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { authContent } from '@/features/auth/content';
import { type SignUp, SignUpSchema } from '@/features/auth/schemas';
import { createAccount } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = authContent.signUp;

/**
 * Sign-up's first step (decision 015): a name, an address and, optionally, a friend's referral code; the caller moves on to the emailed code,
 * where the password is chosen. `defaultEmail` fills the address in, as the office's invitation link asks.
 */
export function SignUpForm({
  defaultEmail = '',
  defaultReferralCode = '',
  onCreated,
}: {
  defaultEmail?: string;
  /** A friend's code from their personal link. */
  defaultReferralCode?: string;
  onCreated: (account: SignUp) => void;
}) {
  const form = useForm<SignUp>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { fullName: '', email: defaultEmail, referralCode: defaultReferralCode },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const signUp = useSubmission((account: SignUp) => createAccount(account));
  const busy = isSubmitting || signUp.pending;

  const submit = async (account: SignUp) => {
    try {
      if ((await signUp.submit(account)) === 'busy') return;
      toast.success(content.success);
      onCreated(account);
    } catch (error) {
      console.error('Sign-up failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <FormField name="fullName" label={content.fullName} required autoComplete="name" />
        <FormField name="email" label={content.email} required type="email" autoComplete="email" />
        <FormField
          name="referralCode"
          label={content.referralCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={content.referralHint}
        />
        <p id="sign-up-agreement" className="text-sm text-slate-700">
          {content.agreement.before}
          <Link to={paths.terms} target="_blank" className="font-semibold text-blue-800 underline">
            {content.agreement.terms}
          </Link>
          {content.agreement.between}
          <Link to={paths.privacy} target="_blank" className="font-semibold text-blue-800 underline">
            {content.agreement.privacy}
          </Link>
          {content.agreement.after}
        </p>
        <Button type="submit" disabled={busy} className="w-full" aria-describedby="sign-up-agreement">
          {busy ? content.busy : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
