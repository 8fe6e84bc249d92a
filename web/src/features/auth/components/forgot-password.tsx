import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

interface ForgotPasswordProps {
  defaultEmail: string;
  onBack: (email?: string) => void;
}

/** 'Forgot password?': ask for a code, then set a new password with it, then back to login. */
export function ForgotPassword({ defaultEmail, onBack }: ForgotPasswordProps) {
  const [sentTo, setSentTo] = useState<string>();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="reset-heading" className="space-y-5">
      <h2 id="reset-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {authContent.reset.heading}
      </h2>
      {sentTo ? (
        <ResetPasswordForm email={sentTo} onDone={() => onBack(sentTo)} />
      ) : (
        <ResetRequestForm defaultEmail={defaultEmail} onSent={setSentTo} />
      )}
      <Button variant="secondary" className="w-full" onClick={() => onBack()}>
        {authContent.backToLogin}
      </Button>
    </section>
  );
}
