import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildDetailsSchema, childAge } from '../../../../shared/schemas/children';

const child = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lily',
  dateOfBirth: '2021-03-14',
  emergencyContacts: [{ name: 'Sam Client', relationship: 'Aunt', phone: '07700 900123' }],
  consents: { outings: true, photos: false, sunCream: true },
  ...overrides,
});

const messages = (input: unknown) =>
  ChildDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("a child's age", () => {
  it('counts whole years, and the months beyond them', () => {
    expect(childAge('2021-03-14', '2026-11-27')).toEqual({ years: 5, months: 8 });
    expect(childAge('2021-03-14', '2026-03-13')).toEqual({ years: 4, months: 11 });
    expect(childAge('2021-03-14', '2026-03-14')).toEqual({ years: 5, months: 0 });
    expect(childAge('2026-10-30', '2026-11-27')).toEqual({ years: 0, months: 0 });
  });
});

describe("a child's profile", () => {
  // The rules read today's London date: pinned, so the edges are exact.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes a child under 18 born in the past, with the phone in its national form', () => {
    const parsed = ChildDetailsSchema.parse(child({ allergies: '  ' }));
    expect(parsed.emergencyContacts[0]?.phone).toBe('07700900123');
    expect(parsed.allergies).toBeUndefined();
  });

  it('refuses a date of birth today or later, or 18 years ago or more', () => {
    expect(messages(child({ dateOfBirth: '2026-11-27' }))).toEqual(['The date of birth must be in the past']);
    expect(messages(child({ dateOfBirth: '2008-11-27' }))).toEqual([
      'Child profiles are for children under 18',
    ]);
    expect(messages(child({ dateOfBirth: '2008-11-28' }))).toEqual([]);
    expect(messages(child({ dateOfBirth: '2026-02-30' }))).toContain('Please enter a valid date of birth');
  });

  it('needs one to three emergency contacts with UK numbers', () => {
    expect(messages(child({ emergencyContacts: [] }))).toEqual([
      'Please give at least one emergency contact',
    ]);
    expect(
      messages(child({ emergencyContacts: [{ name: 'Sam', relationship: 'Aunt', phone: '12345' }] })),
    ).toEqual(['Please enter a UK phone number, like 07700 900123']);
  });

  it('holds its free text to the shared rule', () => {
    expect(messages(child({ medicalNotes: 'Inhaler \u0000' }))).toEqual([
      'Medical notes contains characters that are not allowed',
    ]);
  });
});
