/**
 * Maps a viewer's pretty URL to the object that holds its pre-rendered page. CloudFront runs this very
 * function (its source is embedded into a CloudFront Function by the web stack) and the local CDN calls
 * it directly, so both serve the same files for the same URLs. Keep it to plain ES2020 with no imports:
 * CloudFront Functions run it as written.
 */
export function rewriteUri(uri: string): string {
  if (uri === '' || uri === '/') return '/index.html';
  if (uri.charAt(uri.length - 1) === '/') return `${uri}index.html`;
  const lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) return `${uri}/index.html`;
  return uri;
}

/** The page served, with status 404, when no object matches. */
export const NOT_FOUND_PAGE = '/404.html';
