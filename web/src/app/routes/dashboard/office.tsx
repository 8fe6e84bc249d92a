import { todayInLondon } from '@shared/dates';
import { Suspense } from 'react';
import { type ClientLoaderFunctionArgs, redirect, useParams } from 'react-router-dom';
import { dashboardPaths } from '@/config/portal-paths';
import { lazyComponent } from '@/lib/lazy-component';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

// Each section's code and its reads load when it is opened (the loader starts both), so the manifest
// entry lists only this small module's imports.
const sections = {
  schedule: lazyComponent(
    async () => (await import('@/features/schedule/components/schedule-board')).ScheduleBoard,
  ),
  team: lazyComponent(async () => (await import('@/features/staff/components/team-list')).TeamList),
} as const;

/**
 * The office's team sections in one route module (decision 023: every route's entry is in the manifest
 * every page loads; one entry here serves both): the schedule board and the team's register, at
 * /dashboard/schedule and /dashboard/team. Any other section name goes back to the portal.
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
  }),
} as const;

const isOfficeSection = (section: string | undefined): section is keyof typeof loaders =>
  section !== undefined && Object.hasOwn(loaders, section);

export const clientLoader = (args: ClientLoaderFunctionArgs) => {
  const { section } = args.params;
  if (!isOfficeSection(section)) throw redirect(dashboardPaths.overview);
  return loaders[section](args);
};

export default function OfficeSection() {
  const { section } = useParams();
  const { Component } = sections[section === 'schedule' ? 'schedule' : 'team'];
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-slate-700">
          {section === 'schedule' ? 'Loading the schedule…' : 'Loading the team…'}
        </p>
      }
    >
      <Component />
    </Suspense>
  );
}
