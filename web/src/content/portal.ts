import type { DashboardSection } from '@/config/portal-paths';

/** The words around both portal screens. */
export const portalContent = {
  title: 'Client Portal',
  clientHeading: 'Client Portal',
  adminHeading: 'Admin Dashboard',
  staffHeading: 'Your work',
  greeting: (name: string) => `Welcome back, ${name}`,
  logout: 'Logout',
  checking: 'Checking your session...',
  loading: 'Loading your dashboard...',
  /** The office's headline counts while they load (the layout's fallback and the row's own state). */
  statsLoading: 'Loading admin data...',
  failure: 'Failed to load dashboard',
  retry: 'Try again',
  /** Said quietly under the greeting while the realtime channel is down. */
  offline: 'Live updates paused: reconnecting. What you see may be a moment old.',
  /** Read after a tab's count by screen readers: "Enquiries, 3 new". */
  newCount: (count: number) => `${count} new`,
  clientTabs: 'Client portal sections',
  adminTabs: 'Admin sections',
  sections: {
    overview: 'Overview',
    bookings: 'Bookings',
    invoices: 'Invoices',
    feedback: 'Feedback',
    users: 'Users',
    schedule: 'Schedule',
    team: 'Team',
    keys: 'Keys',
    enquiries: 'Enquiries',
    account: 'My account',
    work: 'My details',
    quotes: 'Quotes',
  } satisfies Record<DashboardSection, string>,
} as const;
