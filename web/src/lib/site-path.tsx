import { createContext, useContext } from 'react';

/**
 * The path of the page on show. A pre-rendered public page is its own document and knows its path;
 * the portal's router supplies the path it is on. The shared chrome (header, menus) reads it here, so
 * it needs no router and public pages load none.
 */
export const SitePathContext = createContext('/');

export const useSitePath = () => useContext(SitePathContext);

/** Whether a navigation link points at the page on show (or, unless exact, at a section containing it). */
export const isCurrentPath = (pathname: string, to: string, exact = false) =>
  exact ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
