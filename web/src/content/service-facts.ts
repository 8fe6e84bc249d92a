import { retention } from '@shared/retention';

/**
 * Figures of the specification that shared/business.ts does not carry (yet): declared once here so every page
 * that quotes them agrees. They belong beside `policy` in shared/business.ts, which this side of the
 * codebase may not edit; move them there when that file next changes.
 */
export const serviceFacts = {
  /** Emergency cover is often in place within this many hours. */
  emergencyCoverHours: '2-3',
  standardCleanHours: '2-3',
  deepCleanHours: '4-6',
  /** Nanny candidates a family meets. */
  nannyShortlist: '2-3',
  minimumReferences: 2,
  /** Privacy policy: how long records are kept (shared/retention.ts), and the website's minimum age. */
  ...retention,
  websiteMinimumAge: 13,
} as const;
