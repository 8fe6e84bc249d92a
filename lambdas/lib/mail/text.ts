import { business, legalIdentity } from '../../../shared/business';
import type { MailContent } from './content';

/**
 * The plain-text part, from the same content as the HTML. Hand-written because it is a dozen lines of
 * joining strings: react-email's own text conversion (@react-email/render) parses the HTML back with
 * html-to-text and brings prettier and both React DOM servers with it (about 1.16 MB).
 */
export const renderText = (content: MailContent): string => {
  const width = Math.max(0, ...content.facts.map((fact) => fact.label.length));
  const blocks = [
    content.heading,
    content.greeting ? `Hello ${content.greeting},` : undefined,
    ...content.paragraphs,
    content.facts.length > 0
      ? content.facts.map((fact) => `${`${fact.label}:`.padEnd(width + 2)}${fact.value}`).join('\n')
      : undefined,
    content.button ? `${content.button.label}: ${content.button.href}` : undefined,
    ...content.notes,
    [
      '--',
      business.name,
      `${business.phone} · ${business.email}`,
      `${business.address.town}, ${business.address.county}`,
      business.website,
      legalIdentity.registered,
      legalIdentity.office,
    ].join('\n'),
  ];
  return `${blocks.filter((block): block is string => Boolean(block)).join('\n\n')}\n`;
};
