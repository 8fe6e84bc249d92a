import { greetingName } from '@shared/schemas/user';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import {
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  useLoaderData,
  useRevalidator,
} from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PendingPage } from '@/components/layout/pending-page';
import { Button } from '@/components/ui/button';
import { TabLinks } from '@/components/ui/tab-links';
import { dashboardPaths } from '@/config/portal-paths';
import { portalContent as content } from '@/content/portal';
import { useMe } from '@/features/users/api/get-me';
import { statsQuery } from '@/features/users/api/get-stats';
import { useLogout } from '@/lib/auth/use-logout';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { lazyComponent } from '@/lib/lazy-component';
import { privatePageMeta } from '@/lib/private-page-meta';
import { queryClient } from '@/lib/query-client';
import { useToasterOnIntent } from '@/lib/toaster';
import { useRealtime } from '@/lib/use-realtime';
import { portalSession, sectionsFor } from './portal-session';

/** The office's headline counts: admins only, so a client's portal never loads their code. */
const statsRow = lazyComponent(async () => (await import('@/features/users/components/stats-row')).StatsRow);

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => portalSession(request);

export const meta: MetaFunction = () => privatePageMeta({ title: content.title });

/**
 * the specification's portal for whoever is signed in: the client's four sections or the admin's, drawn as tabs,
 * each its own route under /dashboard. Nobody signed in goes to /auth (the loader) and comes back here.
 */
export default function DashboardLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Portal />
    </QueryClientProvider>
  );
}

function Portal() {
  const session = useLoaderData<typeof clientLoader>();
  const { name, isAdmin, isStaff } = session;
  // The loader runs again after a profile change (the me query is invalidated), so a new name greets at once.
  const me = useMe();
  const greeting = me.data ? greetingName(me.data) || name : name;
  useUnauthorizedRedirect();
  useToasterOnIntent();
  const logout = useLogout();
  useOfficeApp(isAdmin);
  const live = useRealtime();
  // The office's counts, shared with the stats row: a new enquiry heard live moves the tab's count.
  const stats = useQuery({ ...statsQuery, enabled: isAdmin });
  const tabs = sectionsFor(session).map((section) => ({
    to: dashboardPaths[section],
    label: content.sections[section],
    ...(section === 'enquiries' && stats.data
      ? { count: { value: stats.data.newEnquiries, label: content.newCount(stats.data.newEnquiries) } }
      : {}),
  }));
  return (
    <PortalFrame
      heading={isAdmin ? content.adminHeading : isStaff ? content.staffHeading : content.clientHeading}
      wide={isAdmin}
    >
      <p className="mt-2 text-lg break-all text-slate-700">{content.greeting(greeting)}</p>
      {/* Over the page, not in its flow: a reconnect must not move what someone is about to tap. */}
      <p
        role="status"
        className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-6rem)] rounded-lg bg-slate-800 px-3 py-2 text-sm text-white shadow-lg empty:hidden"
      >
        {live === 'offline' ? content.offline : ''}
      </p>
      <div className="mt-4">
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut aria-hidden="true" className="size-5" />
          {content.logout}
        </Button>
      </div>
      <div className="mt-8 space-y-8">
        {isAdmin && (
          <Suspense
            fallback={
              <p role="status" className="py-6 text-slate-700">
                {content.statsLoading}
              </p>
            }
          >
            <statsRow.Component />
          </Suspense>
        )}
        {/* A member of the team has one page: no tabs to choose between. */}
        {tabs.length > 1 && (
          <TabLinks label={isAdmin ? content.adminTabs : content.clientTabs} links={tabs} />
        )}
        <Outlet />
      </div>
    </PortalFrame>
  );
}

/** An admin's portal is the office's app: without the marketing site's contact bar and footer (styles.css). */
const useOfficeApp = (isAdmin: boolean) =>
  useEffect(() => {
    if (!isAdmin) return;
    document.documentElement.dataset.app = 'office';
    return () => {
      delete document.documentElement.dataset.app;
    };
  }, [isAdmin]);

function PortalFrame({
  heading,
  wide = false,
  children,
}: {
  heading: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const title = <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>;
  // The office's screens use the width (the schedule board above all); a client's keep the reading column.
  return wide ? (
    // Room below the last row for the cookie banner, which docks over the foot of the page.
    <div className="px-4 pt-8 pb-48 sm:px-6 lg:px-8">
      {title}
      {children}
    </div>
  ) : (
    <PageContainer>
      {title}
      {children}
    </PageContainer>
  );
}

/** Until the session is known: the page's heading and what is happening. */
export function HydrateFallback() {
  return (
    <PendingPage>
      <PortalFrame heading={content.clientHeading}>
        <p role="status" className="mt-4 text-lg text-slate-700">
          {content.checking}
        </p>
      </PortalFrame>
    </PendingPage>
  );
}

/** The session or the caller's role could not be read ('Failed to load dashboard'). */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <PortalFrame heading={content.clientHeading}>
      <p role="alert" className="mt-4 text-lg text-slate-700">
        {content.failure}
      </p>
      <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
        {content.retry}
      </Button>
    </PortalFrame>
  );
}
