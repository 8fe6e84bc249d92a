import { replyPromise } from '@shared/business';
import {
  CLEANING_SERVICE_LABELS as cleaningServiceLabels,
  NANNY_SERVICE_LABELS as nannyServiceLabels,
} from '@shared/enquiry-labels';
import { CLEANING_SERVICES, NANNY_SERVICES } from '@shared/enquiry-options';
import { paths } from '@/config/paths';

/** The two registration forms' words (§8). */
export const registrationLabels = {
  fullName: 'Full name',
  telephone: 'Telephone',
  address: 'Address',
  email: 'Email',
  serviceRequired: 'Service required',
  numberOfChildren: 'Number of children',
  childrenAges: "Children's ages",
  childrenGenders: "Children's genders",
  specialRequirements: 'Special requirements',
  preferredDaysTimes: 'Preferred days and times',
} as const;

export type RegistrationField = keyof typeof registrationLabels;

export const registrationCommon = {
  back: 'Back',
  requiredNote: 'Fields marked * are required.',
  choose: 'Please choose',
  submit: 'Send Registration',
  submitting: 'Submitting...',
  invalidEmail: 'Please enter a valid email address',
  missing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  email: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  failed: {
    title: 'Error',
    description: 'There was an error submitting your registration. Please try again or contact us directly.',
  },
  noScript:
    'This form needs JavaScript. Please turn it on, or call or email us and we will register you by phone.',
  nextHeading: 'What happens next',
  next: [
    `We reply ${replyPromise.form}.`,
    'We talk through what you need, by phone or at a short home visit.',
    'We introduce the person we think fits and confirm everything in writing.',
  ],
  contactHeading: 'Prefer to talk?',
} as const;

export const cleaningRegistrationContent = {
  title: 'Register for Cleaning',
  description:
    'Register for domestic or commercial cleaning, housekeeping or ironing in Potters Bar and Hertfordshire. Tell us what you need and we will be in touch.',
  eyebrow: 'Client registration',
  heading: 'Cleaning Services Registration',
  lead: 'Tell us about your home or business and what you would like cleaned. It takes about two minutes, and there is no obligation.',
  formHeading: 'Your details',
  services: CLEANING_SERVICES.map((value) => ({ value, label: cleaningServiceLabels[value] })),
  hints: {
    specialRequirements: 'Pets, allergies, access arrangements, rooms to leave out…',
    preferredDaysTimes: 'For example: Tuesday or Thursday mornings, fortnightly',
  },
  sent: { title: 'Registration Sent!', description: "We'll be in touch soon to discuss your requirements." },
  backTo: paths.contact,
} as const;

export const nannyRegistrationContent = {
  title: 'Register for Nannying or Babysitting',
  description:
    'Register for a nanny or babysitter in Potters Bar and Hertfordshire. Tell us about your children and the hours you need, and our childcare coordinator will call you.',
  eyebrow: 'Client registration',
  heading: 'Nannying & Babysitting Registration',
  lead: 'Tell us about your family and the care you need. Our childcare coordinator reads every registration and will call you to talk it through.',
  formHeading: 'Your family',
  services: NANNY_SERVICES.map((value) => ({ value, label: nannyServiceLabels[value] })),
  hints: {
    specialRequirements: 'Allergies, additional needs, pets, languages spoken at home…',
    preferredDaysTimes: 'For example: Monday to Wednesday, 8am to 6pm, from September',
    childrenAges: 'For example: 4 and 7',
    childrenGenders: 'For example: girl and boy',
  },
  sent: {
    title: 'Registration Sent!',
    description: "We'll be in touch soon to discuss your childcare needs.",
  },
  backTo: paths.contact,
} as const;
