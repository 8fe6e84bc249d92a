/** The words around both portal screens. */
export const portalContent = {
  title: 'Client Portal',
  clientHeading: 'Client Portal',
  adminHeading: 'Admin Dashboard',
  greeting: (name: string) => `Welcome back, ${name}`,
  logout: 'Logout',
  checking: 'Checking your session...',
  loading: 'Loading your dashboard...',
  failure: 'Failed to load dashboard',
  clientTabs: {
    label: 'Client portal sections',
    overview: 'Overview',
    bookings: 'Bookings',
    invoices: 'Invoices',
    feedback: 'Feedback',
  },
  adminTabs: {
    label: 'Admin sections',
    bookings: 'Bookings',
    invoices: 'Invoices',
    users: 'Users',
    enquiries: 'Enquiries',
  },
} as const;
