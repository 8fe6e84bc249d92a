/**
 * The site's URLs, declared once: the route table (app/pages.ts), every link and the build's list of
 * pages derive from these. Blog articles live under `blog` at the slug their title gives
 * (see `blogPostPath`); the portal's sections live under `dashboard` (see ./portal-paths.ts, apart so
 * that the public pages' shared code does not carry them).
 */
import { AUTH_PATH, PORTAL_PREFIX } from '../../../shared/url-rewrite';

export const paths = {
  home: '/',
  services: '/services',
  domesticCleaning: '/services/domestic-cleaning',
  commercialCleaning: '/services/commercial-cleaning',
  housekeeping: '/services/housekeeping',
  ironing: '/services/ironing',
  childcare: '/services/childcare',
  about: '/about',
  areas: '/areas',
  testimonials: '/testimonials',
  contact: '/contact',
  blog: '/blog',
  faq: '/faq',
  resources: '/resources',
  registerCleaning: '/register/cleaning',
  registerNanny: '/register/nanny',
  privacy: '/privacy',
  terms: '/terms',
  /** The instant price, where every "Get Your Free Quote" leads. */
  quote: '/quote',
  auth: AUTH_PATH,
  dashboard: PORTAL_PREFIX,
} as const;

/** An article's URL: `/blog/<slug>`. */
export const blogPostPath = (slug: string) => `${paths.blog}/${slug}` as const;

/** An article's picture, a static SVG in web/public: `/images/blog/<slug>.svg`. */
export const blogImagePath = (slug: string) => `/images/blog/${slug}.svg` as const;

/** The query parameter /auth reads to send someone back where they were going once signed in. */
export const NEXT_PARAM = 'next';

/** /auth, remembering where to go after signing in (only a path of this site is ever followed). */
export const authPathFor = (next?: string) =>
  next && next !== paths.dashboard ? `${paths.auth}?${NEXT_PARAM}=${encodeURIComponent(next)}` : paths.auth;
