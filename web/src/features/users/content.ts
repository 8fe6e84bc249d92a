export const adminContent = {
  stats: {
    label: 'At a glance',
    totalUsers: 'Total Users',
    totalBookings: 'Total Bookings',
    totalInvoices: 'Total Invoices',
    pendingBookings: 'Pending Bookings',
    loading: 'Loading admin data...',
    failure: 'Failed to load admin data',
  },
  users: {
    heading: 'Users',
    loading: 'Loading users...',
    empty: 'No users yet.',
    failure: 'Failed to load users',
    name: 'Full name',
    email: 'Email',
    joined: 'Joined',
  },
} as const;
