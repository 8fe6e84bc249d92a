import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { rewriteUri } from '../../shared/url-rewrite';

/** The path of a request target as the client sent it, still percent-encoded; undefined if it has none. */
export const rawPathOf = (target: string): string | undefined => {
  // Absolute-form targets (`GET http://host/x`) are for proxies; a CDN edge refuses them too.
  if (!target.startsWith('/')) return undefined;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
};

const decode = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/**
 * Checked after decoding, so `%2e%2e`, `%2f` and `%5c` cannot smuggle a parent step past the check.
 * Backslashes are refused outright: S3 keys may hold them, but a file system may read them as separators.
 */
const isUnsafe = (decoded: string): boolean =>
  decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..');

/**
 * The object key a viewer's path names: CloudFront's own rewrite rule runs on the path as sent, as the
 * viewer-request function does, then the key is decoded as S3 decodes it. Undefined means a bad request.
 */
export const objectKeyFor = (rawPath: string): string | undefined => {
  const key = decode(rewriteUri(rawPath));
  return key === undefined || isUnsafe(key) ? undefined : key;
};

const isInside = (root: string, file: string): boolean => {
  const relative = path.relative(root, file);
  const escapes = relative === '..' || relative.startsWith(`..${path.sep}`);
  return relative !== '' && !escapes && !path.isAbsolute(relative);
};

/**
 * The real file holding the object, or undefined when there is none inside the root. Resolving links
 * before the containment check means a symlink in the build cannot expose the rest of the disk.
 */
export const locate = async (root: string, key: string): Promise<string | undefined> => {
  try {
    const [realRoot, file] = await Promise.all([realpath(root), realpath(path.join(root, key))]);
    return isInside(realRoot, file) ? file : undefined;
  } catch {
    return undefined;
  }
};
