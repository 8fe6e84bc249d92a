/**
 * The plain values of the enquiry forms, apart from their schemas (./schemas/enquiry.ts): pages that
 * only draw a form read these without loading zod, which the browser fetches when a form is checked.
 */

/**
 * A field people never see (hidden by CSS, out of the tab order, autocomplete off) but form-filling
 * bots do. An enquiry that fills it is answered as if accepted and silently dropped.
 */
export const HONEYPOT_FIELD = 'website';

/** SPEC §3: what the cleaning registration's serviceRequired may be. */
export const CLEANING_SERVICES = ['cleaning', 'other'] as const;

/** SPEC §3: what the nanny registration's serviceRequired may be. */
export const NANNY_SERVICES = ['nannying', 'babysitting', 'both'] as const;

/**
 * What each required registration field says when it is left empty, in the browser and from the API
 * alike: a box to fill "is required" (or "are", for a plural), a choice asks to be made. Never the
 * label glued to "is required", which gave "Service required is required".
 */
export const REGISTRATION_REQUIRED_MESSAGES = {
  fullName: 'Full name is required',
  telephone: 'Telephone is required',
  address: 'Address is required',
  email: 'Email is required',
  serviceRequired: 'Please choose a service',
  numberOfChildren: 'Number of children is required',
  childrenAges: "Children's ages are required",
  childrenGenders: "Children's genders are required",
} as const;

export type RequiredRegistrationField = keyof typeof REGISTRATION_REQUIRED_MESSAGES;
