import * as z from 'zod';
import { AddressSchema } from './address';

/** A client's profile, written when the account is confirmed. */
export const ProfileSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
});

/** Who the API thinks the caller is; the browser uses it only to choose which screen to draw. */
export const MeSchema = z.strictObject({
  id: z.string(),
  isAdmin: z.boolean(),
  email: z.string().optional(),
  fullName: z.string().optional(),
  /** The saved address bookings default to. */
  address: AddressSchema.optional(),
});

export const StatsSchema = z.strictObject({
  totalUsers: z.number().int(),
  totalBookings: z.number().int(),
  totalInvoices: z.number().int(),
  pendingBookings: z.number().int(),
});

export type Profile = z.infer<typeof ProfileSchema>;
export type Me = z.infer<typeof MeSchema>;
export type Stats = z.infer<typeof StatsSchema>;
