import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { hasAuthenticatorApp } from '@/lib/auth/mfa-actions';
import { useLogout } from '@/lib/auth/use-logout';
import { AppSetup } from './app-setup';

const content = authContent.twoStep;

/**
 * An authenticator app for anyone's login, set up from their own session. A future admin sets it up
 * here before admin:grant will make them one, so nobody else can enrol an app on their account first.
 */
export function TwoStepLogin({ email }: { email: string }) {
  const [state, setState] = useState<'checking' | 'on' | 'off' | 'setting-up'>('checking');
  const logout = useLogout();
  useEffect(() => {
    let live = true;
    void hasAuthenticatorApp().then(
      (on) => live && setState(on ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === 'checking')
    return (
      <p role="status" className="text-slate-700">
        {content.checking}
      </p>
    );
  if (state === 'on')
    return (
      <p className="flex items-start gap-2 text-slate-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        {content.on}
      </p>
    );
  if (state === 'setting-up')
    return (
      <AppSetup
        email={email}
        intro={content.intro}
        backLabel={content.cancel}
        headingLevel={3}
        // The set-up ended this session: the next login asks for a code.
        onDone={() => void logout(content.done)}
        onBack={() => setState('off')}
      />
    );
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{content.off}</p>
      <Button variant="secondary" onClick={() => setState('setting-up')}>
        {content.start}
      </Button>
    </div>
  );
}
