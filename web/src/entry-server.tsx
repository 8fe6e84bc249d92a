import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderedPage, ServerEntry } from '../../scripts/server-entry';
import { business } from '../../shared/business';
import { clientRenderedPaths, prerenderedPaths } from './app/paths';
import { AppProvider } from './app/provider';
import { handleOf } from './app/route-handle';
import { appRoutes } from './app/route-tree';
import { paths } from './config/paths';
import { shellTitles } from './content/site';
import { structuredDataFor } from './lib/structured-data';

// React emits hoistable elements (title, meta, link) ahead of the tree when it renders no <head>.
const HOISTED = /^(?:<title[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/** Renders one site path to HTML at build time, with every lazy route on it loaded first. */
async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, business.website)));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the CSP forbids one); the pages have no loader data.
  const markup = renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return {
    head,
    html: markup.slice(head.length),
    modules: context.matches.flatMap((match) => [...(handleOf(match.route).modules ?? [])]),
  };
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
