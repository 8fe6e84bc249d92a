/**
 * What each field of an enquiry or registration is called, in the order the forms ask for them: the
 * company's copy of each enquiry and the admin's list say the same.
 */
export const ENQUIRY_FIELD_LABELS = {
  name: 'Name',
  fullName: 'Full name',
  email: 'Email',
  telephone: 'Telephone',
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
