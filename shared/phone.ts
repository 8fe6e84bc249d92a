/**
 * A UK telephone number as people write it: digits with spaces, dashes or brackets, optionally in
 * +44 form. Normalised to the national form (`07700 900123` → `07700900123`, `+44 7700…` → `07700…`)
 * and then it must be 10 or 11 digits starting with 0. A module of its own: a profile's phone and a
 * child's emergency contacts both follow it, and a child's schema should not bring the profile's.
 */
export const normalisePhone = (value: string): string => {
  const digits = value.replace(/[\s()-]/g, '');
  return digits.startsWith('+44') ? `0${digits.slice(3).replace(/^0/, '')}` : digits;
};

export const isUkPhone = (value: string) => /^0[0-9]{9,10}$/.test(normalisePhone(value));
