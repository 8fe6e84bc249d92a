import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { enquiryPages, readingPages, serverStateLayout } from './route-groups';
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
 * The route tree. Every page loads as its own chunk (see route-groups.ts); Not Found is small and loads
 * with the app. Routes whose pages use TanStack Query (useQuery, useMutation) go inside
 * `serverStateLayout`, which provides the query client; pages outside it never load the library.
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
          ...readingPages,
          { ...serverStateLayout, children: [...enquiryPages, ...portalPages] },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];
