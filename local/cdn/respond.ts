import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Writes a small complete answer; HEAD gets the same headers without the body. */
export const sendBody = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void => {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
};

export const sendText = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void =>
  sendBody(request, response, status, 'text/plain; charset=utf-8', text, {
    'Cache-Control': 'no-store',
    ...headers,
  });

const READ_METHODS = 'GET, HEAD';

/** S3 origins answer reads only; anything else is refused with the methods that would work. */
export const refuseUnlessRead = (request: IncomingMessage, response: ServerResponse): boolean => {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  sendText(request, response, 405, 'Method Not Allowed', { Allow: READ_METHODS });
  return true;
};
