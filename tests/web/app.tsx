import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  type MetaDescriptor,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { RouteError } from '@/app/route-error';
import routeConfig from '@/app/routes';
import { SiteFrame } from '@/app/site-frame';

interface RouteModule {
  default?: ComponentType;
  clientLoader?: RouteObject['loader'];
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  meta?: (args: { location: { pathname: string } }) => MetaDescriptor[];
}

const modules = import.meta.glob<RouteModule>('../../web/src/app/routes/**/*.tsx');
const moduleAt = (file: string) => {
  const load = modules[`../../web/src/app/${file}`];
  if (!load) throw new Error(`No route module ${file}`);
  return load;
};

interface ConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

/** React Router's route objects for the app's own route config, each loading its real module lazily. */
const toRouteObject = (entry: ConfigEntry): RouteObject => {
  const lazy = async () => {
    const module = await moduleAt(entry.file)();
    return {
      Component: module.default ?? null,
      loader: module.clientLoader,
      ErrorBoundary: module.ErrorBoundary ?? null,
      HydrateFallback: module.HydrateFallback ?? null,
    };
  };
  if (entry.index) return { index: true, lazy };
  return { path: entry.path, lazy, children: entry.children?.map(toRouteObject) };
};

/** The document's body as app/root.tsx draws it: the frame around the page, and the root's error boundary. */
function Root() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * Renders the app at `path` with its real routes, in a memory router (jsdom loads no documents), the
 * way the browser draws it after hydration. `extra` routes stand in for pages a test needs (one that fails).
 * It renders once the router has loaded the page's modules and run its loaders (its `initialized`
 * state), so a test's queries wait only for React, however long a loaded machine takes to transform a
 * page module on first import.
 */
export const renderApp = async (path: string, extra: RouteObject[] = []) => {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: Root,
        // In the app the root's Layout draws the frame around its error boundary too.
        ErrorBoundary: () => (
          <SiteFrame>
            <RouteError />
          </SiteFrame>
        ),
        children: [...extra, ...(routeConfig as ConfigEntry[]).map(toRouteObject)],
      },
    ],
    { initialEntries: [path] },
  );
  await new Promise<void>((initialized) => {
    if (router.state.initialized) return initialized();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      initialized();
    });
  });
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
};

/** The head a route's `meta` export writes for `path` (React Router's <Meta> renders it). */
export const metaFor = async (file: string, path: string) => {
  const module = await moduleAt(file)();
  const meta = module.meta?.({ location: { pathname: path } }) ?? [];
  const title = meta.find((entry): entry is { title: string } => 'title' in entry)?.title;
  const description = meta.find(
    (entry): entry is { name: string; content: string } => 'name' in entry && entry.name === 'description',
  )?.content;
  return { meta, title, description };
};
