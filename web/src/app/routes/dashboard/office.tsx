import { todayInLondon } from '@shared/dates';
import { Suspense } from 'react';
import { type ClientLoaderFunctionArgs, useLocation } from 'react-router-dom';
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
 * every page loads, with the module's imports): the schedule board and the team's register, at
 * /dashboard/schedule and /dashboard/team (app/routes.ts gives each route an id of its own).
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

const sectionOf = (pathname: string) =>
  pathname.replace(/\/+$/, '').endsWith('/schedule') ? 'schedule' : 'team';

export const clientLoader = (args: ClientLoaderFunctionArgs) =>
  loaders[sectionOf(new URL(args.request.url).pathname)](args);

export default function OfficeSection() {
  const section = sectionOf(useLocation().pathname);
  const { Component } = sections[section];
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
