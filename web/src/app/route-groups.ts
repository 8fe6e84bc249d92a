import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { publicPages } from './public-pages';

/** The public pages as routes of the app's router (the portal, and every page under `npm run dev`). */
export const publicRoutes: RouteObject[] = publicPages.map(({ path, file, sends }) => ({
  path,
  ...lazyPage(file, { toasts: sends }),
}));

/**
 * A pathless layout that provides TanStack Query's client. It is lazy, so the library loads with the
 * portal's pages under it and never with the public pages.
 */
export const serverStateLayout: NonIndexRouteObject = {
  lazy: async () => ({ Component: (await import('./routes/server-state-layout')).ServerStateLayout }),
  handle: { modules: ['src/app/routes/server-state-layout.tsx'], toasts: true },
};
