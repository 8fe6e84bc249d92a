import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { paths } from '../config/paths';
import {
  DASHBOARD_LAYOUT,
  dashboardDetails,
  dashboardSections,
  NOT_FOUND_ROUTE,
  OFFICE_ROUTE,
  publicPages,
  routeIdOf,
} from './pages';

/** React Router's route config, built from the one route table (./pages.ts). */
const atPath = (path: string, file: string) => (path === paths.home ? index(file) : route(path, file));

export default [
  ...publicPages.map((page) => atPath(page.path, page.file)),
  route(paths.auth, 'routes/auth.tsx'),
  route(paths.dashboard, DASHBOARD_LAYOUT, [
    ...dashboardSections
      .filter((section) => section.file !== OFFICE_ROUTE)
      .map((section) =>
        section.path === paths.dashboard ? index(section.file) : route(section.path, section.file),
      ),
    // One module, a route (with an id of its own) per section: decision 023.
    ...dashboardSections
      .filter((section) => section.file === OFFICE_ROUTE)
      .map((section) => route(section.path, section.file, { id: routeIdOf(section) })),
    ...dashboardDetails.map((page) => route(page.path, page.file)),
  ]),
  route('*', NOT_FOUND_ROUTE),
] satisfies RouteConfig;
