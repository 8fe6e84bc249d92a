import * as z from 'zod';
import { REGISTRATION_REQUIRED_MESSAGES as required } from '../enquiry-fields';
import { CLEANING_SERVICES, HONEYPOT_FIELD, NANNY_SERVICES } from '../enquiry-options';
import { emailField, isCleanText, notAllowedMessage, text } from './fields';

export { CLEANING_SERVICES, HONEYPOT_FIELD, NANNY_SERVICES };

/**
 * Enquiry and registration payloads (SPEC §3, §5). The same schemas validate the browser's forms and
 * the API's requests, so a message shown under a field is the message the server would send.
 * Objects are strict: unknown fields are rejected rather than silently stored.
 */

const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

export const GeneralEnquiryFieldsSchema = z.strictObject({
  ...honeypot,
  name: text('Name', 2, 100),
  email: emailField,
  subject: text('Subject', 3, 200),
  message: text('Message', 10, 1000),
});

export const GeneralEnquirySchema = GeneralEnquiryFieldsSchema.extend({ type: z.literal('general') });

const registrationFields = {
  ...honeypot,
  fullName: text('Full name', 2, 100, required.fullName),
  telephone: z
    .string({ error: required.telephone })
    .trim()
    .min(1, required.telephone)
    .max(30, 'Telephone must be at most 30 characters')
    .regex(/^[0-9+()\-\s]{7,30}$/, 'Please enter a valid telephone number'),
  address: text('Address', 5, 300, required.address),
  email: emailField,
  specialRequirements: z
    .string()
    .trim()
    .max(1000, 'Special requirements must be at most 1000 characters')
    .refine(isCleanText, notAllowedMessage('Special requirements'))
    .optional()
    .default(''),
  preferredDaysTimes: z
    .string()
    .trim()
    .max(300, 'Preferred days and times must be at most 300 characters')
    .refine(isCleanText, notAllowedMessage('Preferred days and times'))
    .optional()
    .default(''),
};

export const CleaningRegistrationSchema = z.strictObject({
  type: z.literal('cleaning'),
  ...registrationFields,
  serviceRequired: z.enum(CLEANING_SERVICES, { error: required.serviceRequired }),
});

export const NannyRegistrationSchema = z.strictObject({
  type: z.literal('nanny'),
  ...registrationFields,
  serviceRequired: z.enum(NANNY_SERVICES, { error: required.serviceRequired }),
  numberOfChildren: z.coerce
    .number({ error: required.numberOfChildren })
    .int('Number of children must be a whole number')
    .min(1, 'Number of children must be at least 1')
    .max(20, 'Number of children must be at most 20'),
  childrenAges: text("Children's ages", 1, 200, required.childrenAges),
  childrenGenders: text("Children's genders", 1, 200, required.childrenGenders),
});

export const EnquirySchema = z.discriminatedUnion(
  'type',
  [GeneralEnquirySchema.strict(), CleaningRegistrationSchema, NannyRegistrationSchema],
  { error: "type must be one of 'general', 'cleaning' or 'nanny'" },
);

export const ENQUIRY_TYPES = ['general', 'cleaning', 'nanny'] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'unsent'] as const;

export const EnquiryReceiptSchema = z.strictObject({
  id: z.string(),
  receivedAt: z.string(),
});

export type GeneralEnquiryFields = z.infer<typeof GeneralEnquiryFieldsSchema>;
export type GeneralEnquiry = z.infer<typeof GeneralEnquirySchema>;
export type CleaningRegistration = z.infer<typeof CleaningRegistrationSchema>;
export type NannyRegistration = z.infer<typeof NannyRegistrationSchema>;
export type Enquiry = z.infer<typeof EnquirySchema>;
export type EnquiryReceipt = z.infer<typeof EnquiryReceiptSchema>;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** An enquiry as admins see it: what was sent, and whether its mail went out. */
export const EnquiryListItemSchema = z.strictObject({
  id: z.string(),
  receivedAt: z.string(),
  type: z.enum(ENQUIRY_TYPES),
  name: z.string(),
  email: z.string(),
  summary: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  mailStatus: z.enum(MAIL_STATUSES),
  mailAttempts: z.number().int(),
});

export type EnquiryListItem = z.infer<typeof EnquiryListItemSchema>;
