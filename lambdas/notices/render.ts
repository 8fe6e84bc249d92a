import type { NoticeRecord } from './outbox';

/**
 * PLACEHOLDER (contract only): the real renderer replaces this file: HTML and plain text from one
 * template, the company's details, en-GB dates and money, and the .ics attachment.
 */
export interface RenderedNotice {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface Recipient {
  name: string;
  email: string;
}

export const renderNotice = (
  notice: NoticeRecord,
  recipient: Recipient,
  settings: { siteUrl: string },
): RenderedNotice => {
  const text = `Hello ${recipient.name},\n\n${notice.kind} (${notice.id})\n\n${settings.siteUrl}`;
  return { subject: notice.kind, html: `<p>${text}</p>`, text, attachments: [] };
};
