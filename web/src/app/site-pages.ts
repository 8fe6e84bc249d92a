import type { ComponentType } from 'react';
import { pageLoader, pageModule } from './lazy-page';
import { publicPageAt } from './public-pages';
import { NotFoundRoute } from './routes/not-found';

export interface LoadedSitePage {
  Page: ComponentType;
  sends: boolean;
  /** Source files of the page's own chunk, as the Vite manifest names them (none for Not Found). */
  modules: string[];
}

/** The public page at `pathname` with its component loaded; any other path is the not-found page. */
export const loadSitePage = async (pathname: string): Promise<LoadedSitePage> => {
  const page = publicPageAt(pathname);
  if (!page) return { Page: NotFoundRoute, sends: false, modules: [] };
  return {
    Page: await pageLoader(page.file)(),
    sends: page.sends ?? false,
    modules: [pageModule(page.file)],
  };
};
