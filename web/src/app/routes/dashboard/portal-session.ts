import { greetingName } from '@shared/schemas/user';
import { redirect } from 'react-router-dom';
import { authPathFor } from '@/config/paths';
import { type DashboardSection, dashboardPaths } from '@/config/portal-paths';
import { meQuery } from '@/features/users/api/get-me';
import { sessionEmail } from '@/lib/auth/session';
import { queryClient } from '@/lib/query-client';

export interface PortalSession {
  email: string;
  /** Who to greet: their first name, or their email's local part until they give one. */
  name: string;
  isAdmin: boolean;
  /** A member of the team's own account: their page only. */
  isStaff: boolean;
}

let pending: Promise<PortalSession> | undefined;

const load = async (request: Request): Promise<PortalSession> => {
  const email = await sessionEmail();
  const url = new URL(request.url);
  if (!email) throw redirect(authPathFor(url.pathname + url.search));
  // The API's answer, from the verified token, picks the screen; the server checks every call again.
  const me = await queryClient.ensureQueryData(meQuery);
  return { email, name: greetingName({ ...me, email }), isAdmin: me.isAdmin, isStaff: me.isStaff };
};

/**
 * Who is signed in, for the portal's loaders: nobody goes to /auth, remembering where they were going.
 * The layout's loader and its section's run side by side; they share one check.
 */
export const portalSession = (request: Request): Promise<PortalSession> => {
  pending ??= load(request).finally(() => {
    pending = undefined;
  });
  return pending;
};

/** Which sections each kind of user has, in the order their tabs are drawn. */
export const sectionsFor = (who: Pick<PortalSession, 'isAdmin' | 'isStaff'>): readonly DashboardSection[] =>
  who.isAdmin
    ? ['bookings', 'schedule', 'invoices', 'users', 'team', 'keys', 'enquiries', 'feedback', 'quotes']
    : who.isStaff
      ? ['work']
      : ['overview', 'bookings', 'invoices', 'feedback', 'account', 'quotes'];

/**
 * A section's loader: the session, then the section itself if this user has it (an admin opening the
 * client overview lands on bookings; a client opening an admin section, on the overview).
 */
export const sectionLoader =
  (section: DashboardSection, prefetch?: (session: PortalSession) => void) =>
  async ({ request }: { request: Request }) => {
    const session = await portalSession(request);
    const sections = sectionsFor(session);
    if (!sections.includes(section)) throw redirect(dashboardPaths[sections[0] ?? 'overview']);
    // Starts the section's reads while its code loads; the section shows their loading and error states.
    prefetch?.(session);
    return session;
  };
