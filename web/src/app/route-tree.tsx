import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ErrorScreen } from './routes/error-screen';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RootFallback, RootLayout } from './routes/root-layout';

/**
 * The route tree. Home and Not Found are small and load with the app; pages that bring their own
 * libraries (the contact form brings react-hook-form and zod) load when first visited.
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
          { index: true, Component: HomeRoute },
          {
            path: paths.contact,
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];
