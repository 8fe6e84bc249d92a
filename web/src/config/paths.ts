/**
 * The site's URLs, declared once: the router, every link and the build's list of pages derive from
 * these. SPEC §2 lists the rest; each joins here when its page is built.
 */
export const paths = {
  home: '/',
  contact: '/contact',
  auth: '/auth',
  dashboard: '/dashboard',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];
