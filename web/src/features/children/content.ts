import { CONSENT_LABELS, MAX_CHILDREN } from '@shared/schemas/children';

/** The words of the family's children's profiles. */
export const childrenContent = {
  heading: 'Your children',
  intro:
    'For nanny, childcare and babysitting visits. Only you, our office and the carer on the day of a visit can see these details.',
  loading: 'Loading your children…',
  failure: 'Failed to load your children',
  empty: 'No children added yet.',
  add: 'Add a child',
  edit: (name: string) => `Edit ${name}'s details`,
  remove: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription:
    'Their details are deleted for good. Carers will no longer see them on the day of a visit.',
  keep: 'Keep',
  removeConfirm: 'Remove',
  removeBusy: 'Removing…',
  removed: (name: string) => `${name}'s details are deleted`,
  removeFailure: 'Failed to remove the child',
  limit: `You can add up to ${MAX_CHILDREN} children.`,
  age: (years: number, months: number) =>
    years >= 2
      ? `${years} years old`
      : `${years * 12 + months} month${years * 12 + months === 1 ? '' : 's'} old`,
  form: {
    addTitle: 'Add a child',
    editTitle: (name: string) => `${name}'s details`,
    firstName: 'First name',
    dateOfBirth: 'Date of birth',
    allergies: 'Allergies',
    allergiesHint: 'Foods, medicines, plants, animals: and what to do.',
    medicalNotes: 'Medical notes',
    medicalNotesHint: 'Conditions, medicines and when they are given, inhalers, EpiPens.',
    dietaryNeeds: 'Dietary needs',
    dietaryNeedsHint: 'Vegetarian, halal, no added sugar…',
    contacts: 'Emergency contacts',
    contactsHint: 'Who we call if we cannot reach you. At least one, at most three.',
    contactName: 'Name',
    relationship: 'Relationship',
    phone: 'Phone',
    addContact: 'Add another contact',
    removeContact: (index: number) => `Remove contact ${index}`,
    consents: 'You agree that the carer may…',
    consentLabels: CONSENT_LABELS,
    save: 'Save',
    busy: 'Saving…',
    cancel: 'Cancel',
    saved: (name: string) => `${name}'s details are saved`,
    failure: 'Failed to save the details',
  },
  details: {
    allergies: 'Allergies',
    medicalNotes: 'Medical',
    dietaryNeeds: 'Diet',
    contacts: 'Emergency contacts',
    consents: 'Consents',
    yes: 'Yes',
    no: 'No',
    none: 'None given',
  },
} as const;
