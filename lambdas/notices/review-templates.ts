import { business, growth } from '../../shared/business';
import type { NoticeKind } from '../../shared/notices';
import { portalPaths } from '../../shared/portal-paths';
import type { NoticeRecord } from '../data/notice';
import { type MailContent, siteLink } from '../lib/mail';
import { questions, type TemplateInput } from './template-parts';

/**
 * The notice: the invitation to leave a public review. Its words never mention the rating the
 * client gave: every client reads the same invitation, whatever they told us.
 */
type ReviewKind = Extract<NoticeKind, 'review-invitation'>;

const reviewUrlOf = (notice: NoticeRecord): string => {
  if (!('reviewInvitation' in notice.facts))
    throw new Error(`Notice ${notice.id} (${notice.kind}) carries no review invitation`);
  return notice.facts.reviewInvitation.url;
};

export const REVIEW_TEMPLATES: Record<ReviewKind, (input: TemplateInput) => MailContent> = {
  'review-invitation': ({ notice, recipient, siteUrl }) => ({
    subject: `Would you review ${business.name}?`,
    preheader: 'Thank you for your feedback. A public review helps your neighbours choose.',
    heading: 'Thank you for your feedback',
    greeting: recipient.name,
    paragraphs: [
      'Your feedback went straight to the office and the team, and we read every word.',
      `We ask every client the same thing, whatever they told us: if you have a minute, a public review of your visits helps people nearby decide. We ask at most once every ${growth.reviews.invitationEveryDays} days.`,
    ],
    // The page's address in words too, for a reader whose mail shows no button.
    facts: [{ label: 'Our review page', value: reviewUrlOf(notice) }],
    button: { label: 'Leave a public review', href: reviewUrlOf(notice) },
    notes: [
      `You can turn these invitations off in your account: ${siteLink(siteUrl, portalPaths.account)}`,
      questions,
    ],
  }),
};
