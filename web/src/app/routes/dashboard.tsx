import { QueryClientProvider } from '@tanstack/react-query';
import { PageContainer } from '../../components/layout/page-container';
import { PageMeta } from '../../components/page-meta';
import { Redirect } from '../../components/redirect';
import { paths } from '../../config/paths';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { portalContent } from '../../features/dashboard/content/portal';
import { useSessionCheck } from '../../lib/auth/use-session-check';
import { queryClient } from '../../lib/query-client';

/** SPEC §2: the portal for whoever is signed in; nobody signed in goes to /auth. */
export function DashboardRoute() {
  const session = useSessionCheck();
  if (session.status === 'signed-in')
    return (
      <QueryClientProvider client={queryClient}>
        <DashboardScreen email={session.email} />
      </QueryClientProvider>
    );
  if (session.status === 'signed-out') return <Redirect to={paths.auth} />;
  return (
    <PageContainer>
      <PageMeta title={portalContent.title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {portalContent.clientHeading}
      </h1>
      <p role={session.status === 'failed' ? 'alert' : 'status'} className="mt-4 text-lg text-slate-700">
        {session.status === 'failed' ? portalContent.failure : portalContent.checking}
      </p>
    </PageContainer>
  );
}
