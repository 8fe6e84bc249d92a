import { todayInLondon } from '@shared/dates';
import { Suspense } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom';
import NotFound from '@/app/routes/not-found';
import { lazyComponent } from '@/lib/lazy-component';
import { queryClient } from '@/lib/query-client';
import { type PortalSession, portalSession, sectionLoader } from './portal-session';

// Each section's code and its reads load when it is opened (the loader starts both), so the manifest
// entry lists only this small module's imports.
const sections = {
  // The board with the bookings feature's picker, composed in its own module (schedule-section.tsx).
  schedule: lazyComponent(async () => (await import('./schedule-section')).ScheduleSection),
  // The team's tab carries the visits' checklists beside its booking settings.
  team: lazyComponent(async () => {
    const [{ TeamList }, { ChecklistTemplatesForm }] = await Promise.all([
      import('@/features/staff/components/team-list'),
      import('@/features/checklists/components/checklist-templates'),
    ]);
    return () => <TeamList settings={<ChecklistTemplatesForm />} />;
  }),
  // The key register picks a client as the invoice dialog does (features never import each other).
  keys: lazyComponent(async () => {
    const [{ KeyRegister }, { ClientSelect }] = await Promise.all([
      import('@/features/house-keys/components/key-register'),
      import('@/features/invoices/components/client-select'),
    ]);
    return () => <KeyRegister ClientPicker={ClientSelect} />;
  }),
  work: lazyComponent(async () => (await import('./work-section')).WorkSection),
  // Quotes: the office's list and form, or the client's to answer; the office picks a
  // client as the invoice dialog does.
  quotes: lazyComponent(async () => {
    const [{ OfficeQuotes }, { MyQuotes }, { ClientSelect }] = await Promise.all([
      import('@/features/quotes/components/office-quotes'),
      import('@/features/quotes/components/my-quotes'),
      import('@/features/invoices/components/client-select'),
    ]);
    return function Quotes() {
      const session = useLoaderData() as PortalSession;
      return session.isAdmin ? <OfficeQuotes ClientPicker={ClientSelect} /> : <MyQuotes />;
    };
  }),
} as const;

/**
 * The team's sections in one route (decision 023: every route's entry is in the manifest every page
 * loads, with the module's imports): the office's schedule board, the team's register and the key
 * register, at /dashboard/schedule, /dashboard/team and /dashboard/keys, and a member's own page at
 * /dashboard/work; any other /dashboard/<name> is not found.
 */
const loaders = {
  schedule: sectionLoader('schedule', () => {
    sections.schedule.preload();
    void import('@/features/schedule/api/schedule').then(({ scheduleQuery }) =>
      queryClient.prefetchQuery(scheduleQuery(todayInLondon(), 1)),
    );
  }),
  team: sectionLoader('team', () => {
    sections.team.preload();
    void import('@/features/staff/api/list-staff').then(({ credentialReportQuery, staffQuery }) =>
      Promise.all([
        queryClient.prefetchQuery(staffQuery()),
        queryClient.prefetchQuery(credentialReportQuery),
      ]),
    );
    void import('@/features/checklists/api/checklist-templates').then(({ checklistTemplatesQuery }) =>
      queryClient.prefetchQuery(checklistTemplatesQuery),
    );
  }),
  keys: sectionLoader('keys', () => {
    sections.keys.preload();
    void import('@/features/house-keys/api/list-keys').then(({ keysQuery }) =>
      queryClient.prefetchQuery(keysQuery({ status: 'held' })),
    );
  }),
  quotes: sectionLoader('quotes', (session) => {
    sections.quotes.preload();
    void import('@/features/quotes/api/quotes').then(({ myQuotesQuery, officeQuotesQuery }) =>
      session.isAdmin
        ? queryClient.prefetchQuery(officeQuotesQuery())
        : queryClient.prefetchQuery(myQuotesQuery),
    );
  }),
  work: (args: ClientLoaderFunctionArgs) =>
    sectionLoader('work', () => {
      sections.work.preload();
      // The member's day, the visit the address opens (`?visit=<id>`: no route of its own), and their
      // record below the day.
      void import('@/features/visit-day/api/my-visits').then(({ prefetchMyDay }) =>
        prefetchMyDay(queryClient, new URL(args.request.url)),
      );
      void import('@/features/staff/api/my-record').then(({ myStaffRecordQuery }) =>
        queryClient.prefetchQuery(myStaffRecordQuery),
      );
    })(args),
} as const;

const LOADING = {
  schedule: 'Loading the schedule…',
  team: 'Loading the team…',
  keys: 'Loading the keys…',
  work: 'Loading your day…',
  quotes: 'Loading quotes…',
} as const;

const sectionOf = (section: string | undefined) =>
  section !== undefined && Object.hasOwn(loaders, section) ? (section as keyof typeof loaders) : undefined;

/** Any other name under /dashboard is no section: the session is still checked, and the page is not found. */
export const clientLoader = (args: ClientLoaderFunctionArgs) => {
  const section = sectionOf(args.params.section);
  return section ? loaders[section](args) : portalSession(args.request);
};

export default function OfficeSection() {
  const section = sectionOf(useParams().section);
  if (!section) return <NotFound />;
  const { Component } = sections[section];
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-slate-700">
          {LOADING[section]}
        </p>
      }
    >
      <Component />
    </Suspense>
  );
}
