import { business } from '../../shared/business';
import { formatDate } from '../../shared/dates';
import type { NoticeRecord } from '../data/notice';

/** What every template is given, and the words several share (templates.ts, money-templates.ts). */
export interface TemplateInput {
  notice: NoticeRecord;
  recipient: { name: string; email: string };
  siteUrl: string;
}

export const questions = `Questions? Reply to this email or call us on ${business.phone}.`;

const weekday = (date: string) =>
  new Intl.DateTimeFormat(business.locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** `Sunday 28 Mar 2027`. */
export const dayText = (date: string) => `${weekday(date)} ${formatDate(date)}`;
