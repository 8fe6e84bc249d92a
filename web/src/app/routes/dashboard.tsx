import { Navigate } from 'react-router-dom';
import { PageContainer } from '../../components/layout/page-container';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { portalContent } from '../../features/dashboard/content/portal';
import { useSessionCheck } from '../../lib/auth/use-session-check';

/** SPEC §2: the portal for whoever is signed in; nobody signed in goes to /auth. */
export function DashboardRoute() {
  const session = useSessionCheck();
  if (session.status === 'signed-in') return <DashboardScreen email={session.email} />;
  if (session.status === 'signed-out') return <Navigate to={paths.auth} replace />;
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
