import * as z from 'zod';
import { BookingSchema } from './booking';
import { ChildSchema } from './children';
import { FeedbackSchema } from './feedback';
import { line } from './fields';
import { InvoiceSchema } from './invoice';
import { ProfileSchema } from './user';

/**
 * A client's data rights (UK GDPR): a copy of everything held about them, and erasure. The same
 * shapes serve the client's own requests and the office's on a client's behalf.
 */

/** An enquiry or registration as it was sent: its form's fields, as stored. */
export const SentEnquirySchema = z.strictObject({
  id: z.string(),
  receivedAt: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

/**
 * What the office wrote about a client's visit (UK GDPR art. 15: the copy includes it): its internal
 * notes, and why a booking was made outside the rules.
 */
export const OfficeNoteSchema = z.strictObject({
  bookingId: z.string(),
  serviceDate: z.string(),
  internalNotes: z.string().optional(),
  override: z.strictObject({ reason: z.string(), at: z.string() }).optional(),
});

export const AccountExportSchema = z.strictObject({
  exportedAt: z.string(),
  profile: ProfileSchema,
  bookings: z.array(BookingSchema),
  invoices: z.array(InvoiceSchema),
  feedback: z.array(FeedbackSchema),
  /** Sent from the account's email address, signed in or not. */
  enquiries: z.array(SentEnquirySchema),
  officeNotes: z.array(OfficeNoteSchema),
  /** The family's children's profiles: special-category data, theirs to download. */
  children: z.array(ChildSchema),
});

/** Deleting is for good: the request says so explicitly. */
export const DeleteAccountSchema = z.strictObject({
  confirm: z.literal(true, { error: 'Please confirm that you want to delete the account' }),
});

/**
 * The office deletes an account only at the client's request, and says why: the reason is kept in the
 * erasure record with who deleted it and when (lambdas/accounts/erasure.ts).
 */
export const OfficeDeleteAccountSchema = DeleteAccountSchema.extend({
  reason: line('The reason', 5, 300),
});

/** The 409 code of a deletion refused while something is owed; its issues list each item (decision 016). */
export const AMOUNTS_OWED = 'amounts_owed';

export const AccountDeletionSchema = z.strictObject({
  /** Future visits cancelled under the terms, and the fees those terms charged. */
  cancelledVisits: z.number().int(),
  cancellationFeesPence: z.number().int(),
  anonymisedBookings: z.number().int(),
  anonymisedFeedback: z.number().int(),
  /** Kept for the retention period accounting law sets (shared/retention.ts). */
  invoicesKept: z.number().int(),
});

export type SentEnquiry = z.infer<typeof SentEnquirySchema>;
export type AccountExport = z.infer<typeof AccountExportSchema>;
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
export type OfficeDeleteAccount = z.infer<typeof OfficeDeleteAccountSchema>;
