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
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
