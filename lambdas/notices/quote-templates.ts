import { business } from '../../shared/business';
import { formatDate, formatPence } from '../../shared/dates';
import type { NoticeKind } from '../../shared/notices';
import { QUOTES_PATH } from '../../shared/quotes';
import type { Quote } from '../../shared/schemas/quote';
import type { NoticeFacts, NoticeRecord } from '../data/notice';
import { type MailContent, type MailFact, siteLink } from '../lib/mail';
import { questions, type TemplateInput } from './template-parts';

/** The notices of quotes: the client's quote with its signed link, and the office's word of an answer. */

type QuoteKind = Extract<NoticeKind, 'quote-sent' | 'quote-answered'>;
type QuoteFacts = Extract<NoticeFacts, { quote: Quote }>;

const quoteFactsOf = (notice: NoticeRecord): QuoteFacts => {
  if (!('quote' in notice.facts)) throw new Error(`Notice ${notice.id} (${notice.kind}) carries no quote`);
  return notice.facts;
};

const moneyFacts = (quote: Quote): MailFact[] => [
  { label: 'Quote number', value: `${quote.quoteNumber} (version ${quote.version})` },
  { label: 'Total', value: `${formatPence(quote.totalPence)} including VAT` },
  ...(quote.depositPence > 0
    ? [{ label: 'Deposit on approval', value: formatPence(quote.depositPence) }]
    : []),
  { label: 'Valid until', value: formatDate(quote.validUntil) },
];

const ANSWERS = {
  approved: 'approved',
  changes_requested: 'asked for a change to',
  declined: 'declined',
} as const;

export const QUOTE_TEMPLATES: Record<QuoteKind, (input: TemplateInput) => MailContent> = {
  'quote-sent': ({ notice, recipient, siteUrl }) => {
    const { quote, link } = quoteFactsOf(notice);
    return {
      subject: `Your quote ${quote.quoteNumber} from ${business.name}: ${formatPence(quote.totalPence)}`,
      preheader: `${quote.title}: ${formatPence(quote.totalPence)}, valid until ${formatDate(quote.validUntil)}.`,
      heading: 'Your quote',
      greeting: recipient.name,
      paragraphs: [
        `Thank you for asking us. Here is our quote for ${quote.title.toLowerCase()}.`,
        'Open it to read every line, then approve it, ask us for a change, or decline it. You sign in (or create your account) first, so only you can answer it.',
      ],
      facts: moneyFacts(quote),
      button: { label: 'Open your quote', href: link ?? siteLink(siteUrl, QUOTES_PATH) },
      notes: [
        'The link works for this version of the quote for 14 days; after that, sign in to see it.',
        questions,
      ],
    };
  },
  'quote-answered': ({ notice, siteUrl }) => {
    const { quote, answer } = quoteFactsOf(notice);
    const status = answer?.status ?? 'approved';
    return {
      subject: `Quote ${quote.quoteNumber} ${ANSWERS[status]} by ${quote.recipient.name}`,
      preheader: answer?.message ?? `${quote.title}: ${formatPence(quote.totalPence)}`,
      heading: `A quote was ${status === 'changes_requested' ? 'answered with a change' : ANSWERS[status]}`,
      paragraphs: [
        `${quote.recipient.name} ${ANSWERS[status]} quote ${quote.quoteNumber} (version ${quote.version}).`,
        ...(answer?.message ? [`Their message: ${answer.message}`] : []),
        ...(status === 'approved'
          ? ['Book it from the quote: its visits go through the same rules as any booking.']
          : []),
      ],
      facts: [...moneyFacts(quote), ...(answer?.name ? [{ label: 'Approved as', value: answer.name }] : [])],
      button: { label: 'Open the quotes', href: siteLink(siteUrl, QUOTES_PATH) },
      notes: [],
    };
  },
};
