import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { SERVICE_TYPES } from './booking';
import type { ErrorIssue } from './error';
import { emailField, line } from './fields';

/**
 * The team: a staff member's record as the office keeps it, and the rules its fields
 * follow. The rules about who may do a visit live in shared/staff-rules.ts; these are the shapes.
 */
const date = (label: string) =>
  z
    .string({ error: `Please enter ${label}` })
    .refine(isCalendarDate, `Please enter ${label} as a date (YYYY-MM-DD)`);

const time = (label: string) =>
  z
    .string({ error: `Please enter ${label}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `Please enter ${label} as HH:MM`);

export const WorkingHoursSchema = z
  .strictObject({ start: time('a start time'), end: time('an end time') })
  .refine((hours) => hours.end > hours.start, { path: ['end'], message: 'The end must be after the start' });

/** A weekday's hours by ISO weekday number (1 Monday … 7 Sunday); a day left out is not worked. */
export const WeeklyPatternSchema = z.strictObject({
  1: WorkingHoursSchema.optional(),
  2: WorkingHoursSchema.optional(),
  3: WorkingHoursSchema.optional(),
  4: WorkingHoursSchema.optional(),
  5: WorkingHoursSchema.optional(),
  6: WorkingHoursSchema.optional(),
  7: WorkingHoursSchema.optional(),
});

export const ABSENCE_KINDS = ['leave', 'sickness'] as const;
export const AbsenceSchema = z
  .strictObject({
    kind: z.enum(ABSENCE_KINDS, { error: 'Choose leave or sickness' }),
    from: date('the first day'),
    to: date('the last day'),
  })
  .refine((absence) => absence.to >= absence.from, {
    path: ['to'],
    message: 'The last day cannot be before the first',
  });

/** A postcode district (the outward code): `EN6`, `AL10`, `N20`, `WD6`. */
export const DistrictSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'Please enter a postcode district, such as EN6');

export const CredentialsSchema = z.strictObject({
  dbs: z
    .strictObject({
      certificateNumber: z
        .string({ error: 'Please enter the certificate number' })
        .trim()
        .regex(/^\d{12}$/, 'A DBS certificate number is 12 digits'),
      issuedOn: date('the date of issue'),
      updateService: z.boolean().default(false),
      lastCheckedOn: date('the date of the last status check').optional(),
    })
    .refine((dbs) => !dbs.lastCheckedOn || dbs.lastCheckedOn >= dbs.issuedOn, {
      path: ['lastCheckedOn'],
      message: 'A status check cannot be before the certificate was issued',
    })
    .optional(),
  paediatricFirstAid: z
    .strictObject({
      completedOn: date('the date the course was completed').optional(),
      expiresOn: date('the expiry date'),
    })
    .refine((course) => !course.completedOn || course.expiresOn > course.completedOn, {
      path: ['expiresOn'],
      message: 'The expiry must be after the course was completed',
    })
    .optional(),
  ofstedNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{0,2}\d{6,8}$/, 'Please enter the Ofsted registration number, such as EY123456')
    .optional(),
  rightToWorkCheckedOn: date('the date of the right-to-work check').optional(),
  referencesReceived: z
    .number({ error: 'Please enter how many references were received' })
    .int('References are counted in whole numbers')
    .min(0, 'References cannot be fewer than none')
    .max(10, 'Record at most 10 references'),
});

/** What the office enters for a staff member: who they are, what they do, where and when. */
export const StaffDetailsSchema = z.strictObject({
  name: line('Name', 1, 100),
  email: emailField,
  phone: z
    .string({ error: 'Please enter a phone number' })
    .trim()
    .regex(/^[0-9+()\-\s]{7,30}$/, 'Please enter a valid phone number'),
  services: z
    .array(z.enum(SERVICE_TYPES, { error: 'Not a service we offer' }))
    .min(1, 'Choose at least one service')
    .transform((services) => [...new Set(services)]),
  districts: z
    .array(DistrictSchema)
    .min(1, 'Enter at least one postcode district')
    .max(40, 'At most 40 districts')
    .transform((districts) => [...new Set(districts)]),
  pattern: WeeklyPatternSchema,
  worksBankHolidays: z.boolean().default(false),
  absences: z.array(AbsenceSchema).max(100, 'At most 100 periods of leave or sickness').default([]),
  credentials: CredentialsSchema.default({ referencesReceived: 0 }),
});

/**
 * A change to a record: everything, as the office's form holds it, and the version it was read at.
 * Whether the member is on the team is not part of it: leaving and coming back are their own routes
 * (deactivateStaff, reactivateStaff), since they end or restore a sign-in, not just a field.
 */
export const UpdateStaffSchema = StaffDetailsSchema.extend({
  version: z.number().int().min(1),
});

/** Marking a member as left, or back: at the version the office read the record. */
export const StaffVersionSchema = z.strictObject({
  version: z.number({ error: 'The version of the record you read is required' }).int().min(1),
});
export type StaffVersion = z.infer<typeof StaffVersionSchema>;

/** Who marked a member as left or back, and when (the office's name, an ISO instant). */
export const StaffChangeMarkSchema = z.strictObject({ at: z.string(), by: z.string() });

/**
 * The member's own sign-in: `invited` once the office sent the invitation (its code works
 * for SIGN_UP_LIMITS.invitationLifetimeDays), `joined` once they chose a password with it. Written by the
 * invitation and the sign-up, never by the office's form.
 */
export const StaffAccountSchema = z.strictObject({
  status: z.enum(['invited', 'joined']),
  invitedAt: z.string(),
  invitedBy: z.string(),
  joinedAt: z.string().optional(),
  /** The account that joined (its `sub`). */
  accountId: z.string().optional(),
});

export const StaffSchema = StaffDetailsSchema.extend({
  id: z.string(),
  active: z.boolean(),
  account: StaffAccountSchema.optional(),
  /** The last time the office marked them as left: their sign-in was closed then. */
  deactivated: StaffChangeMarkSchema.optional(),
  /** The last time the office made them active again after leaving. */
  reactivated: StaffChangeMarkSchema.optional(),
  /**
   * The former member's sign-in deleted for good at their request (their address and
   * password), by whom and when; the record itself is an employee record, kept as the privacy policy says.
   */
  signInDeleted: StaffChangeMarkSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

export const StaffListQuerySchema = z.strictObject({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(['active', 'inactive', 'all']).default('active'),
});

export const StaffListSchema = z.strictObject({ items: z.array(StaffSchema) });

export const CredentialReportSchema = z.strictObject({
  today: z.string(),
  expiring: z.array(
    z.strictObject({
      staffId: z.string(),
      name: z.string(),
      credential: z.enum(['dbs', 'paediatricFirstAid']),
      validUntil: z.string(),
      expired: z.boolean(),
    }),
  ),
  dbsClaim: z.strictObject({
    holds: z.boolean(),
    active: z.number().int(),
    without: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  }),
});

export type Staff = z.output<typeof StaffSchema>;

/**
 * A record as a change sends it back (UpdateStaffSchema's fields, nothing the server keeps for itself:
 * the id, the dates, the member's own account), for a screen that changes one part of it.
 */
export const updateOf = (staff: Staff): z.input<typeof UpdateStaffSchema> =>
  Object.fromEntries(
    Object.entries(staff).filter(([name]) => Object.hasOwn(UpdateStaffSchema.shape, name)),
  ) as z.input<typeof UpdateStaffSchema>;
export type StaffDetails = z.output<typeof StaffDetailsSchema>;
export type StaffDetailsInput = z.input<typeof StaffDetailsSchema>;
export type UpdateStaff = z.input<typeof UpdateStaffSchema>;
export type Credentials = z.output<typeof CredentialsSchema>;

/**
 * Dates that must not be in the future on `today` (London): a certificate's issue, a status check, a
 * right-to-work check. Checked on the server (the schema cannot know today), each on its own field.
 */
export const credentialDateIssues = (credentials: Credentials, today: string): ErrorIssue[] => {
  const past: [string, string | undefined, string][] = [
    [
      'credentials.dbs.issuedOn',
      credentials.dbs?.issuedOn,
      'A DBS certificate cannot be issued in the future',
    ],
    [
      'credentials.dbs.lastCheckedOn',
      credentials.dbs?.lastCheckedOn,
      'A status check cannot be in the future',
    ],
    [
      'credentials.paediatricFirstAid.completedOn',
      credentials.paediatricFirstAid?.completedOn,
      'A course cannot be completed in the future',
    ],
    [
      'credentials.rightToWorkCheckedOn',
      credentials.rightToWorkCheckedOn,
      'A right-to-work check cannot be in the future',
    ],
  ];
  return past.flatMap(([path, value, message]) => (value && value > today ? [{ path, message }] : []));
};

/**
 * What the firm holds about a member of the team (decision 044: the same right of access as a client's):
 * their record, the visits given to them with what they recorded on the day, and the clients' keys they
 * hold. Other people's details (the clients', the children's) are left out: theirs to ask for.
 */
export const StaffExportSchema = z.strictObject({
  exportedAt: z.string(),
  member: StaffSchema,
  visits: z.array(
    z.strictObject({
      id: z.string(),
      serviceType: z.enum(SERVICE_TYPES),
      serviceDate: z.string(),
      serviceTime: z.string(),
      durationHours: z.number(),
      status: z.string(),
      /** The visit's postcode district only: the client's address is theirs. */
      district: z.string().optional(),
      onMyWayAt: z.string().optional(),
      actualStart: z.string().optional(),
      actualEnd: z.string().optional(),
      startDistanceMetres: z.number().optional(),
      endDistanceMetres: z.number().optional(),
      note: z.string().optional(),
      earlyReason: z.string().optional(),
    }),
  ),
  keysHeld: z.array(z.strictObject({ tag: z.string(), label: z.string(), since: z.string() })),
});
export type StaffExport = z.infer<typeof StaffExportSchema>;
