import type { RequiredRegistrationField } from '@shared/enquiry-fields';
import { ENQUIRY_FIELD_LABELS, type EnquiryField } from '@shared/enquiry-labels';
import type { CleaningRegistration, NannyRegistration } from '@shared/schemas/enquiry';
import { type RegistrationField, registrationLabels } from '@/content/register';

/**
 * The registration forms' fields and what they hold, without their checks (./validate-registration.ts,
 * which loads zod): the pages draw and hydrate with this alone.
 */
export type RegistrationKind = 'cleaning' | 'nanny';
/** What the form holds: every field is text until it is validated. */
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationPayload = CleaningRegistration | NannyRegistration;

export type RegistrationProblem = 'missing' | 'email' | 'invalid';

export type RegistrationResult =
  | { ok: true; payload: RegistrationPayload }
  | { ok: false; problem: RegistrationProblem; errors: Partial<Record<RegistrationField, string>> };

const commonRequired: RequiredRegistrationField[] = [
  'fullName',
  'telephone',
  'address',
  'email',
  'serviceRequired',
];
const nannyRequired: RequiredRegistrationField[] = ['numberOfChildren', 'childrenAges', 'childrenGenders'];

export const requiredFields = (kind: RegistrationKind): RequiredRegistrationField[] =>
  kind === 'nanny' ? [...commonRequired, ...nannyRequired] : commonRequired;

/** The form's fields for each kind, in the one order every enquiry is shown in (@shared/enquiry-labels). */
export const fieldsOf = (kind: RegistrationKind): RegistrationField[] =>
  (Object.keys(ENQUIRY_FIELD_LABELS) as EnquiryField[]).filter(
    (field): field is RegistrationField =>
      field in registrationLabels &&
      (kind === 'nanny' || !(nannyRequired as readonly string[]).includes(field)),
  );

/** "a simple pattern" — something, an @, something, a dot, something. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyRegistration = (): RegistrationValues => ({
  fullName: '',
  telephone: '',
  address: '',
  email: '',
  serviceRequired: '',
  numberOfChildren: '',
  childrenAges: '',
  childrenGenders: '',
  specialRequirements: '',
  preferredDaysTimes: '',
});
