import * as z from 'zod';
import { REGISTRATION_REQUIRED_MESSAGES as required } from '../enquiry-fields';
import { CLEANING_SERVICES, HONEYPOT_FIELD, NANNY_SERVICES } from '../enquiry-options';
import { emailField, isCleanText, line, notAllowedMessage, text } from './fields';
import { PageQuerySchema } from './pagination';
import { searchField, sortField } from './search';

export { CLEANING_SERVICES, HONEYPOT_FIELD, NANNY_SERVICES };

/**
 * Enquiry and registration payloads. The same schemas validate the browser's forms and
 * the API's requests, so a message shown under a field is the message the server would send.
 * Objects are strict: unknown fields are rejected rather than silently stored.
 */

const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

export const GeneralEnquiryFieldsSchema = z.strictObject({
  ...honeypot,
  name: line('Name', 2, 100),
  email: emailField,
  subject: line('Subject', 3, 200),
  message: text('Message', 10, 1000),
});

export const GeneralEnquirySchema = GeneralEnquiryFieldsSchema.extend({ type: z.literal('general') });

const registrationFields = {
  ...honeypot,
  fullName: line('Full name', 2, 100, required.fullName),
  telephone: z
    .string({ error: required.telephone })
    .trim()
    .min(1, required.telephone)
    .max(30, 'Telephone must be at most 30 characters')
    .regex(/^[0-9+()\-\s]{7,30}$/, 'Please enter a valid telephone number'),
  address: line('Address', 5, 300, required.address),
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
export type CleaningRegistration = z.infer<typeof CleaningRegistrationSchema>;
export type NannyRegistration = z.infer<typeof NannyRegistrationSchema>;
export type Enquiry = z.infer<typeof EnquirySchema>;
export type EnquiryReceipt = z.infer<typeof EnquiryReceiptSchema>;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Where the office stands with an enquiry. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * The moves the office may make: a new enquiry is contacted or closed, a contacted one closed (or put
 * back to new, a slip undone), a closed one reopened. Anything else, staying put included, is refused.
 */
export const ENQUIRY_TRANSITIONS: Readonly<Record<EnquiryStatus, readonly EnquiryStatus[]>> = {
  new: ['contacted', 'closed'],
  contacted: ['closed', 'new'],
  closed: ['new'],
};

/** Who did something in the office, and when. */
const AdminActSchema = z.strictObject({ by: z.string(), at: z.string() });

/** One field of an enquiry as the office reads it: the form's label, the value as the form showed it. */
export const EnquiryFieldSchema = z.strictObject({
  field: z.string(),
  label: z.string(),
  value: z.string(),
  /** Telephone numbers and addresses to open in the phone or mail app. */
  link: z.enum(['tel', 'mailto']).optional(),
});

/** An enquiry as admins see it: what was sent (labelled, in the form's order), where it stands, its mail. */
export const EnquiryListItemSchema = z.strictObject({
  id: z.string(),
  receivedAt: z.string(),
  type: z.enum(ENQUIRY_TYPES),
  name: z.string(),
  email: z.string(),
  telephone: z.string().optional(),
  summary: z.string(),
  fields: z.array(EnquiryFieldSchema),
  status: z.enum(ENQUIRY_STATUSES),
  /** The last status change; absent while an enquiry is as it arrived. */
  statusChanged: AdminActSchema.optional(),
  statusHistory: z.array(
    AdminActSchema.extend({ from: z.enum(ENQUIRY_STATUSES), to: z.enum(ENQUIRY_STATUSES) }),
  ),
  /** The invitation to open an account: who asked for it, when, and when it was mailed. */
  invite: AdminActSchema.extend({ sentAt: z.string().optional() }).optional(),
  mailStatus: z.enum(MAIL_STATUSES),
  mailAttempts: z.number().int(),
  /**
   * The account that sent it signed in; absent when it came through the public form, whatever address
   * was typed (an unverified sender), and on every enquiry stored before senders were recorded.
   */
  senderId: z.string().optional(),
});

export type EnquiryListItem = z.infer<typeof EnquiryListItemSchema>;

/** The inbox's filters: status, kind, a search by name or email, newest or oldest first. */
export const AdminEnquiryQuerySchema = PageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  type: z.enum(ENQUIRY_TYPES).optional(),
  q: searchField,
  order: sortField,
});

export type AdminEnquiryQuery = z.infer<typeof AdminEnquiryQuerySchema>;

/** A status move names the status the admin saw, so two admins racing cannot overwrite each other unseen. */
export const UpdateEnquiryStatusSchema = z.strictObject({
  status: z.enum(ENQUIRY_STATUSES, { error: "status must be 'new', 'contacted' or 'closed'" }),
  from: z.enum(ENQUIRY_STATUSES, { error: "from must be 'new', 'contacted' or 'closed'" }),
});

export type UpdateEnquiryStatus = z.infer<typeof UpdateEnquiryStatusSchema>;
