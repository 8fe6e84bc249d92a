import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { pageLoader, pageModule } from './lazy-page';
import { pagePath, publicPageAt } from './public-pages';
import { NotFoundRoute } from './routes/not-found';

export interface LoadedSitePage {
  Page: ComponentType;
  /** The page may toast (it sends something, or it is the portal), so the toast region loads with it. */
  sends: boolean;
  /** Source files of the page's own chunk, as the Vite manifest names them (none for Not Found). */
  modules: string[];
}

/** The portal's pages: rendered in the browser only (they need a session); Amplify loads with these alone. */
const portalPages: Record<string, () => Promise<ComponentType>> = {
  [paths.auth]: async () => (await import('./routes/auth')).AuthRoute,
  [paths.dashboard]: async () => (await import('./routes/dashboard')).DashboardRoute,
};

/**
 * The page at `pathname` with its component loaded: a public page, a portal page, or Not Found. This
 * is the whole of the site's "routing": every page is its own document, so a path maps to one page.
 */
export const loadSitePage = async (pathname: string): Promise<LoadedSitePage> => {
  const portal = portalPages[pagePath(pathname)];
  if (portal) return { Page: await portal(), sends: true, modules: [] };
  const page = publicPageAt(pathname);
  if (!page) return { Page: NotFoundRoute, sends: false, modules: [] };
  return {
    Page: await pageLoader(page.file)(),
    sends: page.sends ?? false,
    modules: [pageModule(page.file)],
  };
};
