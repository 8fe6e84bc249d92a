import path from 'node:path';

/** How an object is labelled and whether CloudFront would compress it on the way out. */
export interface ContentType {
  value: string;
  compressible: boolean;
}

const text = (mime: string): ContentType => ({ value: `${mime}; charset=utf-8`, compressible: true });
const binary = (mime: string, compressible = false): ContentType => ({ value: mime, compressible });

/**
 * The types the build can contain. Compressible follows CloudFront's list of compressed types: text,
 * scripts, JSON, XML, SVG, icons and uncompressed fonts; images, woff2 and PDFs are compressed already.
 */
const TYPES: Readonly<Record<string, ContentType>> = {
  '.html': text('text/html'),
  '.htm': text('text/html'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.css': text('text/css'),
  '.json': text('application/json'),
  '.map': text('application/json'),
  '.webmanifest': text('application/manifest+json'),
  '.svg': text('image/svg+xml'),
  '.txt': text('text/plain'),
  '.xml': text('application/xml'),
  '.csv': text('text/csv'),
  '.ico': binary('image/x-icon', true),
  '.ttf': binary('font/ttf', true),
  '.otf': binary('font/otf', true),
  '.woff': binary('font/woff'),
  '.woff2': binary('font/woff2'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.pdf': binary('application/pdf'),
  '.wasm': binary('application/wasm'),
  '.mp4': binary('video/mp4'),
  '.webm': binary('video/webm'),
};

const UNKNOWN = binary('application/octet-stream');

export const contentTypeOf = (file: string): ContentType =>
  TYPES[path.extname(file).toLowerCase()] ?? UNKNOWN;

export type Encoding = 'br' | 'gzip';

/** Brotli first, as CloudFront chooses when a viewer accepts both. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** The best encoding the Accept-Encoding header allows, honouring q-values and `*`; none means identity. */
export const negotiateEncoding = (header: string | undefined): Encoding | undefined => {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A malformed q-value gives NaN, which refuses the coding rather than guessing.
    if (name.trim()) weights.set(name.trim(), quality ? Number(quality.slice(2)) : 1);
  }
  return PREFERENCE.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
};
