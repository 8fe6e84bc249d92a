import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { blogPostPath, paths } from '../config/paths';
import { lazyPage, pageFilesIn } from './lazy-page';
import type { RouteHandle } from './route-handle';

/** Pages that only read: each loads its own chunk and nothing that talks to the API. */
export const readingPages: RouteObject[] = [
  { index: true, ...lazyPage('home') },
  { path: paths.services, ...lazyPage('services') },
  { path: paths.domesticCleaning, ...lazyPage('services/domestic-cleaning') },
  { path: paths.commercialCleaning, ...lazyPage('services/commercial-cleaning') },
  { path: paths.housekeeping, ...lazyPage('services/housekeeping') },
  { path: paths.ironing, ...lazyPage('services/ironing') },
  { path: paths.childcare, ...lazyPage('services/childcare') },
  { path: paths.about, ...lazyPage('about') },
  { path: paths.areas, ...lazyPage('areas') },
  { path: paths.testimonials, ...lazyPage('testimonials') },
  { path: paths.blog, ...lazyPage('blog') },
  { path: paths.faq, ...lazyPage('faq') },
  { path: paths.resources, ...lazyPage('resources') },
  { path: paths.privacy, ...lazyPage('privacy') },
  { path: paths.terms, ...lazyPage('terms') },
  ...pageFilesIn('blog').map((slug) => ({ path: blogPostPath(slug), ...lazyPage(`blog/${slug}`) })),
];

/** Public pages that send something (an enquiry or a registration) through the API client. */
export const enquiryPages: RouteObject[] = [
  { path: paths.contact, ...lazyPage('contact') },
  { path: paths.registerCleaning, ...lazyPage('register/cleaning') },
  { path: paths.registerNanny, ...lazyPage('register/nanny') },
];

const serverStateHandle: RouteHandle = {
  modules: ['src/app/routes/server-state-layout.tsx'],
  toasts: true,
};

/**
 * A pathless layout that provides TanStack Query's client. It is lazy, so the library (and the toasts)
 * load with the pages under it and never with pages that only read.
 */
export const serverStateLayout: NonIndexRouteObject = {
  lazy: async () => ({ Component: (await import('./routes/server-state-layout')).ServerStateLayout }),
  handle: serverStateHandle,
};
