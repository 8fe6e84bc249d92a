import type { Attempt, RetryPolicy, Role, WriteAttempt } from './faults-plan';

/** What a faults worker is asked to do for one phase; plain data, so it crosses to the worker thread. */
export interface FaultsJob {
  phase: number;
  /** The local CDN, by IP (the workload's connections come from other loopback addresses). */
  cdnUrl: string;
  cognito: { url: string; clientId: string };
  durationMs: number;
  thinkMs: number;
  retry: RetryPolicy;
  /** Enquiries one visitor sends before the next visitor (a new address) takes over. */
  enquiriesPerVisitor: number;
  users: FaultsUser[];
  /** Completed visits no invoice has yet, for the admins to invoice. */
  billable: { userId: string; bookingId: string }[];
  /** Each client's first date to book from: later phases start where earlier ones stopped. */
  firstBookingDay: number;
}

export interface FaultsUser {
  role: Role;
  /** Signed-in users only. */
  email?: string;
  password?: string;
  /** Admins answer the authenticator-app challenge with codes made from this secret. */
  totpSecret?: string;
}

export interface FaultsResult {
  attempts: Attempt[];
  writes: WriteAttempt[];
  signIns: { ok: number; failed: number };
  /** The last day offset any client booked on. */
  lastBookingDay: number;
}
