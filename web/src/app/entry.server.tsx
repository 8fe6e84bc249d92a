import { prerender } from 'react-dom/static';
import { type EntryContext, ServerRouter } from 'react-router-dom';

/**
 * Renders a page at build time (there is no runtime server: ssr is false). React's static prerender
 * waits for everything and writes the finished document, without the streaming runtime's inline
 * scripts, which the CSP would refuse (scripts/build-web.ts moves React Router's own into files).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // Every Suspense boundary written in place: by default React moves a boundary of more than 12.8 kB to
  // the end of the document, to be put back by an inline script, which the CSP would refuse (the page
  // and the footer are boundaries of their own: app/site-frame.tsx).
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
