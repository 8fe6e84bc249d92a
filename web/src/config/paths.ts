/**
 * The site's URLs, declared once: the router, every link and the build's list of pages derive from
 * these. Blog articles live under `blog` at the slug their title gives (see `blogPostPath`).
 */
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
  auth: '/auth',
  dashboard: '/dashboard',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** An article's URL: `/blog/<slug>`. */
export const blogPostPath = (slug: string) => `${paths.blog}/${slug}` as const;
