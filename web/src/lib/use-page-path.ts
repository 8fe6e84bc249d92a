import { useContext, useSyncExternalStore } from 'react';
import { UNSAFE_FrameworkContext, useLocation } from 'react-router-dom';
import { pagePath } from './page-path';

const subscribe = () => () => {};

/**
 * The path of the page on show, as the route table names it (no trailing slash), for drawing what
 * depends on it (the navigation's current page). Hydration must first draw what the server drew: a
 * pre-rendered page was drawn at its own path, but the SPA shell, which every portal path is served,
 * was drawn once for all of them, so there nothing is current until the page has hydrated. React
 * Router marks the shell in its framework context (`isSpaMode`), on the server and while hydrating.
 */
export function usePagePath(): string {
  const path = pagePath(useLocation().pathname);
  const shell = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return useSyncExternalStore(
    subscribe,
    () => path,
    () => (shell ? '' : path),
  );
}
