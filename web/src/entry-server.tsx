import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { business } from '../../shared/business';
import { AppProvider } from './app/provider';
import { handleOf } from './app/route-handle';
import { appRoutes } from './app/route-tree';

export { prerenderedPaths, sitePaths } from './app/paths';
export { structuredDataFor } from './lib/structured-data';

export interface RenderedPage {
  /** The app's markup, for #root. */
  html: string;
  /** What React hoisted out of the tree (the page's <title> and meta tags), for <head>. */
  head: string;
  /** Source files of the page's lazy chunks (see RouteHandle.modules). */
  modules: string[];
}

// React emits hoistable elements (title, meta, link) ahead of the tree when it renders no <head>.
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/** Renders one site path to HTML at build time, with every lazy route on it loaded first. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
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
    modules: context.matches.flatMap((match) => handleOf(match.route).modules ?? []),
  };
}
