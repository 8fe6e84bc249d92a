import type { MailKind } from '../../shared/notices';
import type { NoticeRecord } from '../data/notice';
import { renderMail } from '../lib/mail';
import { type CalendarMethod, visitCalendar } from './calendar';
import {
  acknowledgementMail,
  companyMail,
  existingAccountMail,
  inviteMail,
  type PlainMail,
  signUpCodeMail,
} from './plain-mails';
import { noticeContent, type TemplateKind } from './templates';

/**
 * A notice as the mail SES sends: subject, HTML and plain text from one template (templates.ts, drawn
 * by lambdas/lib/mail), and the visit's calendar file where the visit was confirmed, moved or
 * cancelled. The request gets none: it is not a confirmed time yet, and a calendar entry for it would
 * have to be cancelled if the office cannot take it; the confirmation brings the file.
 */
export interface RenderedNotice {
  subject: string;
  html: string;
  text: string;
  /** `content` is base64, as SESv2's Content.Simple.Attachments[].RawContent takes it. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Kinds whose mails keep their own plain words (plain-mails.ts) rather than the notices' layout. */
type PlainKind = Exclude<MailKind, TemplateKind>;

const enquiryOf = (notice: NoticeRecord) => {
  if (!('enquiry' in notice.facts))
    throw new Error(`Notice ${notice.id} (${notice.kind}) carries no enquiry`);
  return notice.facts;
};

const PLAIN: Record<PlainKind, (notice: NoticeRecord, settings: { siteUrl: string }) => PlainMail> = {
  'enquiry-received': (notice) => companyMail(enquiryOf(notice).reference, enquiryOf(notice).enquiry),
  'enquiry-acknowledgement': (notice) =>
    acknowledgementMail(enquiryOf(notice).reference, enquiryOf(notice).enquiry),
  'enquiry-invitation': (notice, { siteUrl }) =>
    inviteMail(enquiryOf(notice).reference, enquiryOf(notice).enquiry, siteUrl),
  'account-exists': (_notice, { siteUrl }) => existingAccountMail(siteUrl),
  'sign-up-code': (notice, { siteUrl }) => {
    if (!('signUpCode' in notice.facts)) throw new Error(`Notice ${notice.id} carries no sign-up code`);
    const { code, validMinutes } = notice.facts.signUpCode;
    return signUpCodeMail(code, validMinutes, siteUrl);
  },
};

const isPlain = (kind: NoticeRecord['kind']): kind is PlainKind => kind in PLAIN;

export interface Recipient {
  name: string;
  email: string;
}

const CALENDAR: Partial<Record<NoticeRecord['kind'], CalendarMethod>> = {
  'booking-confirmed': 'REQUEST',
  'booking-rescheduled': 'REQUEST',
  'booking-cancelled': 'CANCEL',
};

export const renderNotice = (
  notice: NoticeRecord,
  recipient: Recipient,
  settings: { siteUrl: string },
): RenderedNotice => {
  if (isPlain(notice.kind)) return { ...PLAIN[notice.kind](notice, settings), attachments: [] };
  const mail = renderMail(noticeContent({ notice, recipient, siteUrl: settings.siteUrl }), settings);
  const method = CALENDAR[notice.kind];
  const attachments =
    method && 'booking' in notice.facts
      ? [visitCalendar(notice.facts.booking, method, settings)].map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.body, 'utf8').toString('base64'),
        }))
      : [];
  return { ...mail, attachments };
};
