import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { paths } from '../config/paths';
import {
  DASHBOARD_LAYOUT,
  dashboardDetails,
  dashboardSections,
  NOT_FOUND_ROUTE,
  OFFICE_ROUTE,
  publicPages,
} from './pages';

/** A portal path relative to the portal's own (`/dashboard/bookings` → `bookings`). */
const below = (path: string) => path.slice(paths.dashboard.length + 1);

/** React Router's route config, built from the one route table (./pages.ts). */
const atPath = (path: string, file: string) => (path === paths.home ? index(file) : route(path, file));

export default [
  ...publicPages.map((page) => atPath(page.path, page.file)),
  route(paths.auth, 'routes/auth.tsx'),
  // The portal's routes are written relative to /dashboard: the manifest every page loads holds each
  // route's path, and the shorter the better (decision 023).
  route(paths.dashboard, DASHBOARD_LAYOUT, [
    ...dashboardSections
      .filter((section) => section.file !== OFFICE_ROUTE)
      .map((section) =>
        section.path === paths.dashboard ? index(section.file) : route(below(section.path), section.file),
      ),
    // The office's team sections: one route, one manifest entry (decision 023); the module draws the
    // section its path names, and the not-found page for any other.
    route(':section', OFFICE_ROUTE),
    ...dashboardDetails.map((page) => route(below(page.path), page.file)),
  ]),
  route('*', NOT_FOUND_ROUTE),
] satisfies RouteConfig;
