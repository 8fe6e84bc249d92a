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
  failure: 'Failed to load dashboard',
  retry: 'Try again',
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
    enquiries: 'Enquiries',
    account: 'My account',
    work: 'My details',
  } satisfies Record<DashboardSection, string>,
} as const;
