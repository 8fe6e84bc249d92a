import { type ClientLoaderFunctionArgs, type MetaFunction, redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shellContent } from '@/content/errors';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { authContent } from '@/features/auth/content';
import { nextPathFrom } from '@/features/auth/next-path';
import { sessionEmail } from '@/lib/auth/session';
import { privatePageMeta } from '@/lib/private-page-meta';

/** a session already present goes straight on, to the portal or where it was going. */
export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  if (await sessionEmail()) throw redirect(nextPathFrom(request.url) ?? paths.dashboard);
  return null;
};

export const meta: MetaFunction = () =>
  privatePageMeta({ title: authContent.title, description: authContent.intro });

/** Login and Sign Up. */
export default AuthScreen;

/**
 * Until the session is known: pre-rendered (react-router.config.ts), so the heading and intro paint from
 * the HTML while the sign-in code loads.
 */
export function HydrateFallback() {
  return (
    <AuthFrame>
      <p role="status" className="text-lg text-slate-700">
        {authContent.checking}
      </p>
      <noscript>
        <p className="mt-4 text-lg text-slate-700">{shellContent.noScript}</p>
      </noscript>
    </AuthFrame>
  );
}
