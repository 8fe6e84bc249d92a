import { type ClientLoaderFunctionArgs, type MetaFunction, redirect } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PendingPage } from '@/components/layout/pending-page';
import { paths } from '@/config/paths';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { authContent } from '@/features/auth/content';
import { nextPathFrom } from '@/features/auth/next-path';
import { sessionEmail } from '@/lib/auth/session';
import { pageMeta } from '@/lib/page-meta';

/** SPEC §2: a session already present goes straight on, to the portal or where it was going. */
export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  if (await sessionEmail()) throw redirect(nextPathFrom(request.url) ?? paths.dashboard);
  return null;
};

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: authContent.title, noindex: true });

/** Login and Sign Up. */
export default AuthScreen;

/** Until the session is known. */
export function HydrateFallback() {
  return (
    <PendingPage>
      <PageContainer>
        <div className="mx-auto max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {authContent.heading}
          </h1>
          <p role="status" className="mt-3 text-lg text-slate-700">
            {authContent.checking}
          </p>
        </div>
      </PageContainer>
    </PendingPage>
  );
}
