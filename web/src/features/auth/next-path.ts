import { NEXT_PARAM, paths } from '@/config/paths';

const BASE = 'http://site.invalid';

/**
 * Where /auth sends someone once signed in, from its `next` parameter (`url` is the page's URL or its
 * query string). Only a path inside the portal is followed, so a crafted link cannot send a fresh
 * session to another site or page.
 */
export const nextPathFrom = (url: string): string | undefined => {
  const next = new URL(url, BASE).searchParams.get(NEXT_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//')) return undefined;
  const target = new URL(next, BASE);
  const inPortal = target.pathname === paths.dashboard || target.pathname.startsWith(`${paths.dashboard}/`);
  return target.origin === BASE && inPortal ? target.pathname + target.search : undefined;
};
