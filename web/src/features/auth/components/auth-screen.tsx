import { JOIN_MODE } from '@shared/portal-paths';
import { REFERRAL_PARAM } from '@shared/referral-link';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authContent } from '@/features/auth/content';
import type { SignUp } from '@/features/auth/schemas';
import { logIn } from '@/lib/auth/auth-actions';
import { errorMessage } from '@/lib/auth/error-message';
import { abandonAppSetup } from '@/lib/auth/mfa-actions';
import { toast } from '@/lib/toast';
import { useToasterOnIntent } from '@/lib/toaster';
import { AppCodeForm } from './app-code-form';
import { AppSetup } from './app-setup';
import { AuthFrame } from './auth-frame';
import { type AuthTab, AuthTabs } from './auth-tabs';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { FinishSignUpForm } from './finish-sign-up-form';
import { ForgotPassword } from './forgot-password';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** Which step of signing in the visitor is on. */
type Step =
  | { name: 'tabs'; tab: AuthTab; email?: string }
  | { name: 'finish'; account: SignUp; invited?: boolean }
  | { name: 'confirm'; email: string; password?: string }
  | { name: 'reset'; email: string }
  | { name: 'app-code'; email: string; note?: string }
  | { name: 'app-setup'; email: string; password: string };

export function AuthScreen() {
  useToasterOnIntent();
  const [params] = useSearchParams();
  // The office's invitations link here with the address to fill in: a client's to sign-up's first step
  // (`mode=signup`), a staff member's to its second, with the code they were sent (`mode=join`).
  const [step, setStep] = useState<Step>(() => {
    const email = params.get('email')?.trim().slice(0, 254) || undefined;
    const mode = params.get('mode');
    // A friend's personal link opens sign-up with their code filled in.
    if (params.get(REFERRAL_PARAM)) return { name: 'tabs', tab: 'signup', email };
    if (mode === JOIN_MODE && email)
      return { name: 'finish', account: { email, fullName: '' }, invited: true };
    return mode === 'signup' ? { name: 'tabs', tab: 'signup', email } : { name: 'tabs', tab: 'login' };
  });
  const toLogin = (email?: string) => setStep({ name: 'tabs', tab: 'login', email });
  const toConfirm = (email: string, password?: string) => setStep({ name: 'confirm', email, password });
  // Set-up done and that session ended: log in again with the password just typed, then the app's code.
  const afterAppSetup = async (email: string, password: string) => {
    try {
      const outcome = await logIn(email, password);
      if (outcome === 'app-code') setStep({ name: 'app-code', email, note: authContent.appSetup.done });
      else toLogin(email);
    } catch (error) {
      toast.error(authContent.login.failure, { description: errorMessage(error) });
      toLogin(email);
    }
  };

  return (
    <AuthFrame>
      {step.name === 'tabs' && (
        <AuthTabs
          tab={step.tab}
          onTabChange={(tab) => setStep({ name: 'tabs', tab })}
          login={
            <LoginForm
              key={step.email}
              defaultEmail={step.email}
              onForgotPassword={(email) => setStep({ name: 'reset', email })}
              onNeedsConfirmation={toConfirm}
              onNeedsAppCode={(email) => setStep({ name: 'app-code', email })}
              onNeedsAppSetup={(email, password) => setStep({ name: 'app-setup', email, password })}
            />
          }
          signUp={
            <SignUpForm
              key={step.email}
              defaultEmail={step.email}
              defaultReferralCode={params.get(REFERRAL_PARAM)?.trim().slice(0, 20) ?? ''}
              onCreated={(account) => setStep({ name: 'finish', account })}
            />
          }
        />
      )}
      {step.name === 'finish' && (
        <FinishSignUpForm
          account={step.account}
          invited={step.invited}
          onCreatedWithoutSignIn={() => toLogin(step.account.email)}
          onBack={() => toLogin(step.account.email)}
        />
      )}
      {step.name === 'confirm' && (
        <ConfirmSignUpForm
          email={step.email}
          password={step.password}
          onVerifiedWithoutPassword={() => toLogin(step.email)}
          onBack={() => toLogin(step.email)}
        />
      )}
      {step.name === 'reset' && <ForgotPassword defaultEmail={step.email} onBack={toLogin} />}
      {step.name === 'app-code' && <AppCodeForm note={step.note} onBack={() => toLogin(step.email)} />}
      {step.name === 'app-setup' && (
        <AppSetup
          email={step.email}
          onDone={() => void afterAppSetup(step.email, step.password)}
          onBack={() => void abandonAppSetup().finally(() => toLogin(step.email))}
        />
      )}
    </AuthFrame>
  );
}
