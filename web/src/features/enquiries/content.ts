export const enquiriesContent = {
  heading: 'Enquiries',
  loading: 'Loading enquiries...',
  empty: 'No enquiries yet.',
  failure: 'Failed to load enquiries',
  details: 'Details',
  mail: 'Mail',
  mailStatus: (status: string) => `mail ${status}`,
  attempts: (count: number) => `${count} mail ${count === 1 ? 'attempt' : 'attempts'}`,
  types: { general: 'General enquiry', cleaning: 'Cleaning registration', nanny: 'Nanny registration' },
} as const;
