import type { CLEANING_SERVICES, NANNY_SERVICES } from './enquiry-options';

/**
 * What each field of an enquiry or registration is called, in the order the forms ask for them: the
 * company's copy of each enquiry and the admin's list say the same.
 */
export const ENQUIRY_FIELD_LABELS = {
  name: 'Name',
  fullName: 'Full name',
  telephone: 'Telephone',
  email: 'Email',
  address: 'Address',
  subject: 'Subject',
  message: 'Message',
  serviceRequired: 'Service required',
  numberOfChildren: 'Number of children',
  childrenAges: "Children's ages",
  childrenGenders: "Children's genders",
  preferredDaysTimes: 'Preferred days and times',
  specialRequirements: 'Special requirements',
} as const;

export type EnquiryField = keyof typeof ENQUIRY_FIELD_LABELS;

/**
 * Who sent an enquiry, as the office's inbox and its CSV say it: a client signed in (their token
 * verified), or anyone on the public form, whose typed address proves nothing (security review L1).
 */
export const ENQUIRY_SENDER_LABELS = {
  signedIn: 'Sent signed in by a client',
  unverified: 'Unverified sender',
} as const;

/** What each service choice is called on the registration forms, and so wherever an enquiry is shown. */
export const CLEANING_SERVICE_LABELS: Record<(typeof CLEANING_SERVICES)[number], string> = {
  cleaning: 'Cleaning (domestic or commercial)',
  other: 'Other (housekeeping, ironing or something else)',
};

export const NANNY_SERVICE_LABELS: Record<(typeof NANNY_SERVICES)[number], string> = {
  nannying: 'Nannying',
  babysitting: 'Babysitting',
  both: 'Both nannying and babysitting',
};
