import { renderToString } from 'react-dom/server';
import type { RenderedPage, ServerEntry } from '../../scripts/server-entry';
import { business } from '../../shared/business';
import { clientRenderedPaths, prerenderedPaths } from './app/paths';
import { AppProvider } from './app/provider';
import { SitePage } from './app/site-page';
import { loadSitePage } from './app/site-pages';
import { type PageHead, PageHeadContext } from './components/page-meta';
import { paths } from './config/paths';
import { shellTitles } from './content/site';
import { structuredDataFor } from './lib/structured-data';

/**
 * Renders one public path to HTML at build time: the same tree main.tsx hydrates in the browser.
 * A path no page claims renders the not-found page.
 */
async function renderPage(pathname: string): Promise<RenderedPage> {
  const { Page, sends, modules } = await loadSitePage(pathname);
  const pageHead: PageHead = {};
  const html = renderToString(
    <PageHeadContext value={pageHead}>
      <AppProvider>
        <SitePage pathname={pathname} Page={Page} sends={sends} />
      </AppProvider>
    </PageHeadContext>,
  );
  return { ...pageHead, html, modules };
}

/** What scripts/build-web.ts loads from this module's server build. */
export default {
  renderPage,
  prerenderedPaths,
  clientRenderedPaths,
  structuredDataFor,
  isArticlePath: (pathname) => pathname.startsWith(`${paths.blog}/`),
  // The portal's shells are titled here, since the browser renders everything else on them.
  shellTitleFor: (pathname) => shellTitles[pathname] ?? business.name,
} satisfies ServerEntry;
