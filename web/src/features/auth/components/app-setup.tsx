import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount';
import { type AppCode, AppCodeSchema } from '@/features/auth/schemas';
import { errorMessage } from '@/lib/auth/error-message';
import { finishAppSetup, type AppSetup as Setup, startAppSetup } from '@/lib/auth/mfa-actions';
import { toast } from '@/lib/toast';
import { CodeField } from './code-field';

const content = authContent.appSetup;
const AppQrCode = lazy(() => import('./app-qr-code'));

interface AppSetupProps {
  email: string;
  /** Why the app is asked for; the admin's words by default. */
  intro?: string;
  /** The way out; "Back to login" by default. */
  backLabel?: string;
  /** Its heading's level: 2 on the login page, 3 inside a section of My account. */
  headingLevel?: 2 | 3;
  /** The app is on and this session ended: sign in again, this time with a code. */
  onDone: () => void;
  onBack: () => void;
}

/** Groups a base32 key in fours, as authenticator apps show it, so it can be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: the pool makes a secret, shown as a QR code and as text; a code from
 * the app turns it on and ends this session. An admin signed in without one meets it at login (the API
 * refuses their admin routes until then); anyone may turn one on from My account.
 */
export function AppSetup({
  email,
  intro = content.intro,
  backLabel = authContent.backToLogin,
  headingLevel = 2,
  onDone,
  onBack,
}: AppSetupProps) {
  const [setup, setSetup] = useState<Setup | 'loading' | 'failed'>('loading');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useForm<AppCode>({
    resolver: zodResolver(AppCodeSchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;

  const prepare = useCallback(async () => {
    setSetup('loading');
    try {
      setSetup(await startAppSetup(email));
    } catch (error) {
      console.error('Authenticator set-up failed to start', error);
      toast.error(content.prepareFailure, { description: errorMessage(error) });
      setSetup('failed');
    }
  }, [email]);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  const submit = async ({ code }: AppCode) => {
    try {
      await finishAppSetup(code);
    } catch (error) {
      console.error('Authenticator set-up refused', error);
      toast.error(content.failure, { description: errorMessage(error) });
      return;
    }
    onDone();
  };

  return (
    <div className="space-y-5">
      <div>
        <Heading
          id="app-setup-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          {content.heading}
        </Heading>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      {setup === 'loading' && (
        <p role="status" className="text-slate-700">
          {content.preparing}
        </p>
      )}
      {setup === 'failed' && (
        <Button variant="secondary" onClick={() => void prepare()}>
          {content.retry}
        </Button>
      )}
      {typeof setup === 'object' && (
        <>
          <div className="rounded-lg border border-slate-200 bg-white p-3">
            <Suspense fallback={<div className="mx-auto h-48 w-48 animate-pulse rounded bg-slate-100" />}>
              <AppQrCode uri={setup.uri} />
            </Suspense>
          </div>
          <div>
            <p className="text-sm text-slate-700">{content.secretLabel}</p>
            <p
              className="mt-1 break-all rounded bg-slate-100 px-3 py-2 font-mono text-base tracking-wide text-slate-900"
              data-testid="app-secret"
            >
              {grouped(setup.secret)}
            </p>
          </div>
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={handleSubmit(submit)}
              aria-labelledby="app-setup-heading"
              className="space-y-5"
            >
              <CodeField label={content.code} />
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? content.busy : content.submit}
              </Button>
            </form>
          </FormProvider>
        </>
      )}
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
