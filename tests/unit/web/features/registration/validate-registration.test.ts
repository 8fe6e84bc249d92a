import { NannyRegistrationSchema } from '@shared/schemas/enquiry';
import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  type RegistrationValues,
  requiredFields,
  SIMPLE_EMAIL,
} from '@/features/registration/registration-fields';
import { validateRegistration } from '@/features/registration/validate-registration';

const cleaning: RegistrationValues = {
  ...emptyRegistration(),
  fullName: ' Sam Taylor ',
  telephone: '01707 123456',
  address: '12 Darkes Lane, Potters Bar',
  email: 'sam@example.org',
  serviceRequired: 'cleaning',
};
const nanny: RegistrationValues = {
  ...cleaning,
  serviceRequired: 'both',
  numberOfChildren: '2',
  childrenAges: '4 and 7',
  childrenGenders: 'girl and boy',
};

describe('validateRegistration', () => {
  it('reports every missing required field first, with its label', () => {
    const result = validateRegistration('nanny', { ...emptyRegistration(), email: 'not-an-email' });
    expect(result).toMatchObject({ ok: false, problem: 'missing' });
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      requiredFields('nanny')
        .filter((f) => f !== 'email')
        .sort(),
    );
    expect(result.errors.fullName).toBe('Full name is required');
  });

  it('words each missing field as a sentence, never its label glued to "is required"', () => {
    const result = validateRegistration('nanny', emptyRegistration());
    expect(result).toMatchObject({
      ok: false,
      errors: {
        serviceRequired: 'Please choose a service',
        childrenAges: "Children's ages are required",
        childrenGenders: "Children's genders are required",
      },
    });
    if (result.ok) return;
    for (const message of Object.values(result.errors)) expect(message).not.toMatch(/required is required/);
  });

  it('says what the API says about the same missing field', () => {
    const parsed = NannyRegistrationSchema.safeParse({ type: 'nanny' });
    const fromServer = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    const inBrowser = validateRegistration('nanny', emptyRegistration());
    if (inBrowser.ok) throw new Error('an empty form passed');
    for (const field of requiredFields('nanny').filter((name) => name !== 'email'))
      expect([field, fromServer[field]]).toEqual([field, inBrowser.errors[field]]);
  });

  it('treats spaces alone as missing', () => {
    expect(validateRegistration('cleaning', { ...cleaning, address: '   ' })).toMatchObject({
      problem: 'missing',
      errors: { address: 'Address is required' },
    });
  });

  it('then checks the email against a simple pattern', () => {
    for (const email of ['sam', 'sam@', 'sam@example', 'sam @example.org'])
      expect(validateRegistration('cleaning', { ...cleaning, email })).toMatchObject({
        problem: 'email',
        errors: { email: 'Please enter a valid email address' },
      });
    expect(SIMPLE_EMAIL.test('sam@example.org')).toBe(true);
  });

  it('then applies the shared schema the API applies', () => {
    expect(validateRegistration('cleaning', { ...cleaning, telephone: 'call me' })).toMatchObject({
      problem: 'invalid',
      errors: { telephone: 'Please enter a valid telephone number' },
    });
    expect(validateRegistration('nanny', { ...nanny, numberOfChildren: '0' })).toMatchObject({
      problem: 'invalid',
      errors: { numberOfChildren: 'Number of children must be at least 1' },
    });
  });

  it('gives the cleaning payload, trimmed and typed, without the nanny fields', () => {
    expect(validateRegistration('cleaning', cleaning)).toEqual({
      ok: true,
      payload: {
        type: 'cleaning',
        fullName: 'Sam Taylor',
        telephone: '01707 123456',
        address: '12 Darkes Lane, Potters Bar',
        email: 'sam@example.org',
        serviceRequired: 'cleaning',
        specialRequirements: '',
        preferredDaysTimes: '',
      },
    });
  });

  it('gives the nanny payload with the number of children as a number', () => {
    const result = validateRegistration('nanny', nanny);
    expect(result).toMatchObject({
      ok: true,
      payload: { type: 'nanny', serviceRequired: 'both', numberOfChildren: 2, childrenAges: '4 and 7' },
    });
  });

  it('refuses a service the form kind does not offer', () => {
    expect(validateRegistration('cleaning', { ...cleaning, serviceRequired: 'nannying' })).toMatchObject({
      problem: 'invalid',
      errors: { serviceRequired: 'Please choose a service' },
    });
  });
});
