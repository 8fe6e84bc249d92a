import { LogOut } from 'lucide-react';
import { PageContainer } from '../../../components/layout/page-container';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../../../lib/auth/use-logout';
import { useUnauthorizedRedirect } from '../../../lib/auth/use-unauthorized-redirect';
import { useMe } from '../api/get-me';
import { portalContent as content } from '../content/portal';
import { AdminDashboard } from './admin-dashboard';
import { ClientDashboard } from './client-dashboard';
import { QueryState } from './ui/query-state';

/**
 * The signed-in portal. The API's answer to getMe picks the admin or the client screen; the server
 * checks every call again, so a wrong guess here could only show an admin a client's screen.
 */
export function DashboardScreen({ email }: { email: string }) {
  useUnauthorizedRedirect();
  const logout = useLogout();
  const me = useMe();
  const heading = me.data?.isAdmin ? content.adminHeading : content.clientHeading;

  return (
    <PageContainer>
      <PageMeta title={content.title} />
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-lg break-all text-slate-700">
            {content.greeting(email.split('@')[0] ?? email)}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut aria-hidden="true" className="size-5" />
          {content.logout}
        </Button>
      </div>
      <QueryState query={me} isEmpty={false} loading={content.loading} empty={null} failure={content.failure}>
        {me.data?.isAdmin ? <AdminDashboard /> : <ClientDashboard />}
      </QueryState>
    </PageContainer>
  );
}
