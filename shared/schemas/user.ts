import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { isUkPhone, normalisePhone } from '../phone';
import { normaliseUkMobile } from '../sms';
import { AddressSchema } from './address';
import { line, optionalText } from './fields';
import { EXPORT_OMITS, PageQuerySchema, SearchSchema, SortSchema } from './pagination';

/** How a client wants to hear about their visits before they happen. */
export const REMINDER_PREFERENCES = ['email', 'none'] as const;

/** What the mobile field says when the number is not a UK mobile. */
export const MOBILE_MESSAGE = 'Please enter a UK mobile number, like 07700 900123';

/**
 * The mobile texts go to: UK mobiles only, stored in E.164 (`+447700900123`), the form
 * End User Messaging takes and the STOP handler looks numbers up by.
 */
const mobileField = z
  .string()
  .trim()
  .max(30, 'Mobile must be at most 30 characters')
  .refine((value) => value === '' || normaliseUkMobile(value) !== undefined, MOBILE_MESSAGE)
  .transform((value) => (value === '' ? undefined : normaliseUkMobile(value)))
  .optional();

/** The fields a client keeps on their profile, before the checks across them. */
const profileFields = z.strictObject({
  fullName: line('Full name', 2, 100),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .refine((value) => value === '' || isUkPhone(value), 'Please enter a UK phone number, like 07700 900123')
    .transform((value) => (value === '' ? undefined : normalisePhone(value)))
    .optional(),
  address: AddressSchema.optional(),
  /** Keys, pets, parking: what whoever visits should know. */
  accessNotes: optionalText('Access notes', 500),
  reminders: z.enum(REMINDER_PREFERENCES, { error: 'Please choose how we remind you' }).default('email'),
  mobile: mobileField,
  /**
   * Texts about visits (reminders, late changes) to `mobile`: off unless the client turns them on.
   * Service messages only, never marketing (PECR).
   */
  textMessages: z.boolean().default(false),
  /**
   * The invitation to leave a public review after feedback. On unless the client turns it
   * off; only `false` is stored and shown. Their private feedback stays open either way.
   */
  reviewInvitations: z.boolean().optional(),
});

/** What the mobile field says when texts are on without a number. */
export const MOBILE_NEEDED_MESSAGE = 'Please enter the mobile number to text';

/**
 * What a client keeps on their profile and may change: the one profile schema, which the account
 * form, the API's update and every profile read share. Texts need a number to go to.
 */
export const ProfileDetailsSchema = profileFields.superRefine((details, context) => {
  if (details.textMessages && !details.mobile)
    context.addIssue({ code: 'custom', path: ['mobile'], message: MOBILE_NEEDED_MESSAGE });
});

/** Digits in the code texted to prove a mobile. */
export const MOBILE_CODE_LENGTH = 6;

/** What the code's field says when it is not six digits. */
export const MOBILE_CODE_MESSAGE = `Please enter the ${MOBILE_CODE_LENGTH}-digit code we texted you`;

/** The code a client types back to prove the mobile is theirs. */
export const MobileCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${MOBILE_CODE_LENGTH}}$`), MOBILE_CODE_MESSAGE)),
});

/** A client's profile as stored and shown: who they are, and the details they keep. */
export const ProfileSchema = profileFields.extend({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  /**
   * The number texts were agreed for, proven by its code, and when (PECR: whose consent, and when).
   * Kept after texts are turned off, as the record of what was agreed.
   */
  textsConsent: z.object({ mobile: z.string(), at: z.string() }).optional(),
  /** Texts asked for and a code texted to `mobile`, not typed back yet: texts stay off until it is. */
  mobileCode: z.object({ mobile: z.string(), expiresAt: z.string() }).optional(),
});

/** A row of the office's users list: the profile, and whether the account is an admin's. */
export const UserListItemSchema = ProfileSchema.extend({ isAdmin: z.boolean() });

export const USER_ROLES = ['client', 'admin'] as const;
const joinedDate = (label: string) => z.string().refine(isCalendarDate, `${label} must be a date`).optional();

/** The office's users list: a search by name or email, who joined when, clients or admins, order. */
export const UserQuerySchema = PageQuerySchema.extend({
  q: SearchSchema.optional(),
  joinedFrom: joinedDate('The first day joined'),
  joinedTo: joinedDate('The last day joined'),
  role: z.enum(USER_ROLES).optional(),
  /** Along the date each joined. @default 'desc' (newest first) */
  sort: SortSchema.optional().default('desc'),
});
export const UserExportQuerySchema = UserQuerySchema.omit(EXPORT_OMITS);

/** Who the API thinks the caller is; the browser uses it only to choose which screen to draw. */
export const MeSchema = ProfileSchema.partial().extend({
  id: z.string(),
  isAdmin: z.boolean(),
  /** A member of the team's own account: their page, not a client's portal. */
  isStaff: z.boolean().default(false),
  /** As stored: no default is invented for someone without a profile. */
  reminders: z.enum(REMINDER_PREFERENCES).optional(),
  textMessages: z.boolean().optional(),
});

/** The first name to greet someone by: the first word of their full name, else their email's local part. */
export const greetingName = (person: { fullName?: string; email?: string }): string =>
  person.fullName?.trim().split(/\s+/)[0] || person.email?.split('@')[0] || '';

export const StatsSchema = z.strictObject({
  totalUsers: z.number().int(),
  totalBookings: z.number().int(),
  totalInvoices: z.number().int(),
  pendingBookings: z.number().int(),
  /** Enquiries nobody in the office has moved on from new (the count beside the Enquiries tab). */
  newEnquiries: z.number().int(),
});

export type ProfileDetails = z.output<typeof ProfileDetailsSchema>;
export type MobileCode = z.output<typeof MobileCodeSchema>;
export type MobileCodeInput = z.input<typeof MobileCodeSchema>;
export type ProfileDetailsInput = z.input<typeof ProfileDetailsSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type Me = z.infer<typeof MeSchema>;
export type Stats = z.infer<typeof StatsSchema>;
export type UserListItem = z.infer<typeof UserListItemSchema>;
export type UserQuery = z.infer<typeof UserQuerySchema>;
export type UserExportQuery = z.infer<typeof UserExportQuerySchema>;
