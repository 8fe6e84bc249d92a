import { createElement } from 'react';
// The edge build of React's server renderer: nearly the smallest entry with renderToStaticMarkup (222.6 kB
// minified, against 216.6 kB for server.browser and 233.5 kB for react-dom/server, measured with esbuild,
// NODE_ENV=production). server.browser opens a MessageChannel when it is loaded, which keeps a Node process
// from ever exiting on its own (the bench's cold-import measure waited on it for good).
import { renderToStaticMarkup } from 'react-dom/server.edge';
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
