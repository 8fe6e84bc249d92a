// Relative imports: React Router loads this module (through routes.ts and react-router.config.ts)
// in plain Node, without the @/ alias.
import { blogPostPath, paths } from '../config/paths';
import { CLIENT_PAGE_PATTERN, dashboardPaths } from '../config/portal-paths';
import { blogPosts } from '../content/blog/posts';

/**
 * The site's route table, declared once. app/routes.ts builds React Router's routes from it; the
 * build pre-renders every public page in it (react-router.config.ts), infra lists its pages for
 * CloudFront's 404 rule, and the bench and tests measure and visit each page by its kind. Loaded by
 * Node at build time, so it stays free of React and browser imports.
 */
export type PageKind =
  /** Pre-rendered, and only reads: articles, service pages, the policies. */
  | 'reading'
  /** Pre-rendered, and sends something through the API (an enquiry or a registration). */
  | 'form'
  /** Drawn in the browser for whoever is signed in (/auth and the portal). */
  | 'portal';

export interface SitePage {
  path: string;
  /** The route module, relative to web/src/app. */
  file: string;
  kind: PageKind;
}

const reading = (path: string, file: string): SitePage => ({ path, file, kind: 'reading' });
const form = (path: string, file: string): SitePage => ({ path, file, kind: 'form' });

/** Every public page: pre-rendered to real HTML, hydrated in the browser, listed in the sitemap. */
export const publicPages: readonly SitePage[] = [
  reading(paths.home, 'routes/public/home.tsx'),
  reading(paths.services, 'routes/public/services.tsx'),
  reading(paths.domesticCleaning, 'routes/public/services/domestic-cleaning.tsx'),
  reading(paths.commercialCleaning, 'routes/public/services/commercial-cleaning.tsx'),
  reading(paths.housekeeping, 'routes/public/services/housekeeping.tsx'),
  reading(paths.ironing, 'routes/public/services/ironing.tsx'),
  reading(paths.childcare, 'routes/public/services/childcare.tsx'),
  reading(paths.about, 'routes/public/about.tsx'),
  reading(paths.areas, 'routes/public/areas.tsx'),
  reading(paths.testimonials, 'routes/public/testimonials.tsx'),
  reading(paths.blog, 'routes/public/blog.tsx'),
  // Each article is its own route module, so a reader downloads one article's words, not all six.
  ...blogPosts.map((post) => reading(blogPostPath(post.slug), `routes/public/blog/${post.slug}.tsx`)),
  reading(paths.faq, 'routes/public/faq.tsx'),
  reading(paths.resources, 'routes/public/resources.tsx'),
  reading(paths.privacy, 'routes/public/privacy.tsx'),
  reading(paths.terms, 'routes/public/terms.tsx'),
  form(paths.contact, 'routes/public/contact.tsx'),
  form(paths.registerCleaning, 'routes/public/register/cleaning.tsx'),
  form(paths.registerNanny, 'routes/public/register/nanny.tsx'),
  form(paths.quote, 'routes/public/quote.tsx'),
];

/**
 * The portal's sections: children of the dashboard layout, each drawn as a tab. Who may open which is
 * the API's decision; the browser only chooses which tabs to draw (see routes/dashboard).
 */
export const dashboardSections = [
  { path: dashboardPaths.overview, file: 'routes/dashboard/overview.tsx', audience: 'client' },
  { path: dashboardPaths.bookings, file: 'routes/dashboard/bookings.tsx', audience: 'everyone' },
  { path: dashboardPaths.invoices, file: 'routes/dashboard/invoices.tsx', audience: 'everyone' },
  { path: dashboardPaths.feedback, file: 'routes/dashboard/feedback.tsx', audience: 'client' },
  { path: dashboardPaths.users, file: 'routes/dashboard/users.tsx', audience: 'admin' },
  { path: dashboardPaths.schedule, file: 'routes/dashboard/office.tsx', audience: 'admin' },
  { path: dashboardPaths.team, file: 'routes/dashboard/office.tsx', audience: 'admin' },
  { path: dashboardPaths.keys, file: 'routes/dashboard/office.tsx', audience: 'admin' },
  { path: dashboardPaths.work, file: 'routes/dashboard/office.tsx', audience: 'staff' },
  { path: dashboardPaths.enquiries, file: 'routes/dashboard/enquiries.tsx', audience: 'admin' },
  { path: dashboardPaths.account, file: 'routes/dashboard/account.tsx', audience: 'client' },
  { path: dashboardPaths.quotes, file: 'routes/dashboard/office.tsx', audience: 'everyone' },
] as const;

/**
 * Portal pages below a section, at a path with a parameter, drawn under that section's tab. They have
 * no page file of their own: the CDN answers any path below the portal with its shell (url-rewrite).
 */
export const dashboardDetails = [
  { path: CLIENT_PAGE_PATTERN, file: 'routes/dashboard/client.tsx', section: 'users' },
] as const;

/** The portal's pages: rendered in the browser (they need a session) from the SPA shell. */
export const portalPages: readonly SitePage[] = [
  { path: paths.auth, file: 'routes/auth.tsx', kind: 'portal' },
  ...dashboardSections.map(({ path, file }): SitePage => ({ path, file, kind: 'portal' })),
];

/**
 * The team's sections (the office's schedule, team and keys, a member's own page) share one route, `/dashboard/:section`, whose module's
 * imports are few (each section's code loads on demand): one small entry in the manifest every page
 * loads (decision 023).
 */
export const OFFICE_ROUTE = 'routes/dashboard/office.tsx';

/**
 * A route's id in React Router's manifest: its module's path (the office's sections share one route,
 * `/dashboard/:section`, and so one id).
 */
export const routeIdOf = (page: { file: string }) => page.file.replace(/\.tsx?$/, '');

/** The dashboard layout, parent of every section. */
export const DASHBOARD_LAYOUT = 'routes/dashboard/layout.tsx';

/** The route every other path falls to: the specification's 'Page Not Found'. */
export const NOT_FOUND_ROUTE = 'routes/not-found.tsx';

/**
 * The path the build pre-renders the not-found page at; the build moves it to the file CloudFront and
 * the local CDN answer unknown paths with (`NOT_FOUND_PAGE` in shared/url-rewrite.ts).
 */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/** Public pages: pre-rendered to real HTML and listed in the sitemap. */
export const prerenderedPaths: readonly string[] = publicPages.map((page) => page.path);

/**
 * Portal pages whose first screen needs no session: the build pre-renders their pending state (the
 * route's `HydrateFallback`), so its heading paints from the HTML rather than after the sign-in code
 * has loaded. Not listed in the sitemap (they are noindex); the rest of the portal gets the SPA shell.
 */
export const prerenderedPortalPaths: readonly string[] = [paths.auth];

/** Every page the site answers with 200, public and portal. */
export const sitePaths: readonly string[] = [...publicPages, ...portalPages].map((page) => page.path);
