import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `pathname` and writes their fields onto the route objects, before
 * the router is created. The router then starts initialised and renders the page at once, exactly as
 * the server did; left lazy, it would first render its fallback and the hydration would not match.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const fields = await lazy();
      Object.assign(route, fields, { lazy: undefined });
    }),
  );
}
