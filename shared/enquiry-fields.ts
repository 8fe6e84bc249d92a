/**
 * What the registration fields say when left empty, for the browser's checks and the API's schemas:
 * kept apart from ./enquiry-options.ts, which the form pages load up front, because only the checks
 * (loaded when someone sends a form) and the API need them.
 */

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
