/**
 * The portal's sections, each a route that can be linked to and drawn as one of the specification's tabs. The
 * overview is the portal's own path; the others are `/dashboard/<section>`. Apart from ./paths.ts,
 * which every public page's shared code carries: only the portal's code needs these.
 */
import { CLIENT_NAME_PARAM, CLIENT_PARAM, forClient, portalPaths } from '../../../shared/portal-paths';

export const dashboardPaths = portalPaths;

export type DashboardSection = keyof typeof dashboardPaths;

/** The office's page about one client: `/dashboard/users/<id>` (a route pattern for the router). */
export const CLIENT_PAGE_PATTERN = `${dashboardPaths.users}/:id`;
export const clientPagePath = (id: string) => `${dashboardPaths.users}/${encodeURIComponent(id)}`;

/** The office's bookings and invoices narrowed to one client (shared/portal-paths.ts). */
export { CLIENT_NAME_PARAM, CLIENT_PARAM, forClient };

/** The office's quotes screen opened to write one for an enquiry's visitor. */
export const ENQUIRY_PARAM = 'enquiry';
export const quoteForEnquiryPath = (id: string) =>
  `${dashboardPaths.quotes}?${new URLSearchParams({ [ENQUIRY_PARAM]: id })}`;
