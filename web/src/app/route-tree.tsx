import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { publicRoutes, serverStateLayout } from './route-groups';
import { ErrorScreen } from './routes/error-screen';
import { NotFoundRoute } from './routes/not-found';
import { RootFallback, RootLayout } from './routes/root-layout';

/** The portal: rendered in the browser only, each its own chunk; Amplify loads with these and nowhere else. */
const portalPages: RouteObject[] = [
  { path: paths.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
  },
];

/**
 * The app's route tree: the portal in production, and every page under `npm run dev`. (In production a
 * public page is its own pre-rendered document with its own entry, site-main.tsx, and no router.)
 * Every page loads as its own chunk; Not Found is small and loads with the app. The portal's pages use
 * TanStack Query, so they sit inside `serverStateLayout`, which provides the query client.
 */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    // Only when the layout itself fails; a page's failure is caught below, inside the layout.
    errorElement: <ErrorScreen standalone />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...publicRoutes,
          { ...serverStateLayout, children: portalPages },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];
