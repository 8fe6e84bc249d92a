import * as z from 'zod';
import { isCalendarDate, todayInLondon } from '../dates';
import { addMonths } from '../london-time';
import { isUkPhone, normalisePhone } from '../phone';
import { line, optionalText } from './fields';

/**
 * A child in a family that books care. Special-category data under UK GDPR: read by the
 * family, the office and the carer given that family's visit on its day; in the family's data download;
 * erased with the account; in no CSV export.
 */
export const MAX_CHILDREN = 8;
/** A child profile is for someone under this age on the day it is saved. */
export const CHILD_MAX_AGE_YEARS = 18;

export const EmergencyContactSchema = z.strictObject({
  name: line('Contact name', 2, 100),
  relationship: line('Relationship', 2, 60),
  phone: z
    .string({ error: 'Please enter a phone number' })
    .trim()
    .refine(isUkPhone, 'Please enter a UK phone number, like 07700 900123')
    .transform(normalisePhone),
});

const dateOfBirth = z
  .string({ error: 'Please enter the date of birth' })
  .refine(isCalendarDate, 'Please enter a valid date of birth')
  .refine((value) => value < todayInLondon(), 'The date of birth must be in the past')
  .refine(
    (value) => value > addMonths(todayInLondon(), -12 * CHILD_MAX_AGE_YEARS),
    `Child profiles are for children under ${CHILD_MAX_AGE_YEARS}`,
  );

export const ChildDetailsSchema = z.strictObject({
  firstName: line('First name', 1, 50),
  dateOfBirth,
  allergies: optionalText('Allergies', 500),
  medicalNotes: optionalText('Medical notes', 1000),
  dietaryNeeds: optionalText('Dietary needs', 500),
  emergencyContacts: z
    .array(EmergencyContactSchema)
    .min(1, 'Please give at least one emergency contact')
    .max(3, 'At most three emergency contacts'),
  consents: z.strictObject({
    outings: z.boolean(),
    photos: z.boolean(),
    sunCream: z.boolean(),
  }),
});

export const ChildSchema = ChildDetailsSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  // What is stored is read back as stored: today's age rule applies to what is saved, not what is read.
  dateOfBirth: z.string(),
  firstName: z.string(),
  emergencyContacts: z.array(
    z.strictObject({ name: z.string(), relationship: z.string(), phone: z.string() }),
  ),
});

export const ChildListSchema = z.strictObject({ items: z.array(ChildSchema) });

export const CONSENT_LABELS = {
  outings: 'Outings (park, library, playgroups)',
  photos: 'Photos sent to the parents',
  sunCream: 'Sun cream applied',
} as const;

export type ChildDetails = z.output<typeof ChildDetailsSchema>;
export type Child = z.infer<typeof ChildSchema>;

/** A child's age on a London date, in whole years and the months beyond them. */
export const childAge = (dateOfBirth: string, today: string): { years: number; months: number } => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const total = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return { years: Math.floor(total / 12), months: total % 12 };
};
