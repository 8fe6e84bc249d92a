/** What a route may tell the app shell and the build through its `handle`. */
export interface RouteHandle {
  /**
   * Source files of the route's lazily loaded chunks, as the Vite manifest names them
   * (`src/app/routes/public/contact.tsx`): the build preloads them and counts them in the page's size.
   */
  modules?: readonly string[];
  /** The route's pages may show toasts, so the toast region loads with them. */
  toasts?: boolean;
}

export const handleOf = (match: { handle?: unknown }): RouteHandle => (match.handle ?? {}) as RouteHandle;
