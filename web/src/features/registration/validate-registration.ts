import type { CleaningRegistration, NannyRegistration } from '@shared/schemas/enquiry';
import { CleaningRegistrationSchema, NannyRegistrationSchema } from '@shared/schemas/enquiry';
import { type RegistrationField, registrationCommon, registrationLabels } from '@/content/register';

/**
 * SPEC §5's checks for the registration forms, in the order a visitor meets them: every required
 * field filled ('Missing Information'), then an email of a simple shape ('Invalid Email'), then the
 * shared schema the API applies, so nothing is sent that the server would refuse.
 */
export type RegistrationKind = 'cleaning' | 'nanny';
/** What the form holds: every field is text until it is validated. */
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationPayload = CleaningRegistration | NannyRegistration;

export type RegistrationProblem = 'missing' | 'email' | 'invalid';

export type RegistrationResult =
  | { ok: true; payload: RegistrationPayload }
  | { ok: false; problem: RegistrationProblem; errors: Partial<Record<RegistrationField, string>> };

const commonRequired: RegistrationField[] = ['fullName', 'telephone', 'address', 'email', 'serviceRequired'];
const nannyRequired: RegistrationField[] = ['numberOfChildren', 'childrenAges', 'childrenGenders'];

export const requiredFields = (kind: RegistrationKind): RegistrationField[] =>
  kind === 'nanny' ? [...commonRequired, ...nannyRequired] : commonRequired;

/** The form's fields for each kind, in the order they appear. */
export const fieldsOf = (kind: RegistrationKind): RegistrationField[] => [
  'fullName',
  'telephone',
  'email',
  'address',
  'serviceRequired',
  ...(kind === 'nanny' ? nannyRequired : []),
  'preferredDaysTimes',
  'specialRequirements',
];

/** SPEC §5: "a simple pattern" — something, an @, something, a dot, something. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isRegistrationField = (name: unknown): name is RegistrationField =>
  typeof name === 'string' && name in registrationLabels;

export const validateRegistration = (
  kind: RegistrationKind,
  values: RegistrationValues,
): RegistrationResult => {
  const missing = requiredFields(kind).filter((field) => values[field].trim() === '');
  if (missing.length > 0)
    return {
      ok: false,
      problem: 'missing',
      errors: Object.fromEntries(
        missing.map((field) => [field, registrationCommon.required(registrationLabels[field])]),
      ),
    };

  if (!SIMPLE_EMAIL.test(values.email.trim()))
    return { ok: false, problem: 'email', errors: { email: registrationCommon.invalidEmail } };

  const input = Object.fromEntries(fieldsOf(kind).map((field) => [field, values[field]]));
  const parsed =
    kind === 'nanny'
      ? NannyRegistrationSchema.safeParse({ type: 'nanny', ...input })
      : CleaningRegistrationSchema.safeParse({ type: 'cleaning', ...input });
  if (parsed.success) return { ok: true, payload: parsed.data };

  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isRegistrationField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, problem: 'invalid', errors };
};

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
