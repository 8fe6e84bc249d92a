import { REGISTRATION_REQUIRED_MESSAGES } from '@shared/enquiry-fields';
import { CleaningRegistrationSchema, NannyRegistrationSchema } from '@shared/schemas/enquiry';
import { type RegistrationField, registrationCommon, registrationLabels } from '@/content/register';
import {
  fieldsOf,
  type RegistrationKind,
  type RegistrationResult,
  type RegistrationValues,
  requiredFields,
  SIMPLE_EMAIL,
} from './registration-fields';

/**
 * the specification's checks for the registration forms, in the order a visitor meets them: every required
 * field filled ('Missing Information'), then an email of a simple shape ('Invalid Email'), then the
 * shared schema the API applies, so nothing is sent that the server would refuse.
 */
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
      errors: Object.fromEntries(missing.map((field) => [field, REGISTRATION_REQUIRED_MESSAGES[field]])),
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
