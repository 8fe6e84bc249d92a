/**
 * A URL's path as the route table declares pages: `/contact/` is `/contact`. The pre-renderer asks for
 * each page with a trailing slash, the browser usually without one; both must draw the same page.
 */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether a navigation link points at the page on show (or, unless exact, at a section containing it). */
export const isCurrentPath = (pathname: string, to: string, exact = false) => {
  const path = pagePath(pathname);
  return exact ? path === to : path === to || path.startsWith(`${to}/`);
};
