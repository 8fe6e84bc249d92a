import { blogPostPath, paths } from '../config/paths';
import { pageFilesIn } from './lazy-page';

/** A pre-rendered public page: its path and its module in routes/public. */
export interface PublicPage {
  path: string;
  /** `routes/public/<file>.tsx`. */
  file: string;
  /** It sends something through the API (an enquiry or a registration), so it may toast. */
  sends?: boolean;
}

/**
 * Every public page, declared once: the pre-renderer (entry-server.tsx) and the browser's entry
 * (main.tsx) both find the page for a path here, through site-pages.ts.
 */
export const publicPages: readonly PublicPage[] = [
  { path: paths.home, file: 'home' },
  { path: paths.services, file: 'services' },
  { path: paths.domesticCleaning, file: 'services/domestic-cleaning' },
  { path: paths.commercialCleaning, file: 'services/commercial-cleaning' },
  { path: paths.housekeeping, file: 'services/housekeeping' },
  { path: paths.ironing, file: 'services/ironing' },
  { path: paths.childcare, file: 'services/childcare' },
  { path: paths.about, file: 'about' },
  { path: paths.areas, file: 'areas' },
  { path: paths.testimonials, file: 'testimonials' },
  { path: paths.blog, file: 'blog' },
  { path: paths.faq, file: 'faq' },
  { path: paths.resources, file: 'resources' },
  { path: paths.privacy, file: 'privacy' },
  { path: paths.terms, file: 'terms' },
  ...pageFilesIn('blog').map((slug) => ({ path: blogPostPath(slug), file: `blog/${slug}` })),
  { path: paths.contact, file: 'contact', sends: true },
  { path: paths.registerCleaning, file: 'register/cleaning', sends: true },
  { path: paths.registerNanny, file: 'register/nanny', sends: true },
];

/** A URL's path as the pages declare theirs: `/contact/` is `/contact`. */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The public page at `pathname`, or undefined: the not-found page. */
export const publicPageAt = (pathname: string): PublicPage | undefined => {
  const path = pagePath(pathname);
  return publicPages.find((page) => page.path === path);
};
