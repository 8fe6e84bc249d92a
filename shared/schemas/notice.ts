import * as z from 'zod';
import { NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_STATUSES } from '../notices';

/** One resend of a notice by the office: the admin (their sub) and when. */
export const NoticeResendSchema = z.strictObject({ by: z.string(), at: z.string() });
export type NoticeResend = z.infer<typeof NoticeResendSchema>;

/** A notice as the office sees it on a booking (or an invoice): what went, to whom, when, and how. */
export const NoticeSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  audience: z.enum(['client', 'office']),
  /** A mail or a text; answers from before texts carry none, and were mails. */
  channel: z.enum(NOTICE_CHANNELS).default('email'),
  status: z.enum(NOTICE_STATUSES),
  createdAt: z.string(),
  attempts: z.number().int(),
  /** The address (or, for a text, the mobile number) it went to, once it was sent (or refused). */
  to: z.string().optional(),
  /** The mail's subject line, once rendered. */
  subject: z.string().optional(),
  /** A text's words, once sent. */
  text: z.string().optional(),
  sentAt: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
  /** Who asked for it again, and when (the office's latest resend). */
  resentBy: z.string().optional(),
  resentAt: z.string().optional(),
  /** Every resend, oldest first: the admin's sub and when (security review L6: capped a day). */
  resends: z.array(NoticeResendSchema).optional(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = z.strictObject({ notices: z.array(NoticeSchema) });
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** The path of one notice of a booking or an invoice (the office's resend). */
export const NoticeParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id'),
  noticeId: z.string().regex(/^[A-Za-z0-9-]{1,128}$/, 'Not a valid notice id'),
});
