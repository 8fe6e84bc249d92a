import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type ContentType, contentTypeOf, type Encoding } from './content';

/** One object of the build, read once per version (path, size and mtime). */
export interface StoredFile {
  body: Buffer;
  type: ContentType;
  /** Hex MD5 of the body: what S3 reports as the ETag of a single-part upload. */
  hash: string;
  modified: Date;
  /** Compressed forms, made on first demand; a promise so concurrent requests share one compression. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface FileStore {
  read(file: string): Promise<StoredFile | undefined>;
  clear(): void;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Work done once per build file and then cached, so the smallest output is worth the slowest setting.
const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });

/** The body in the encoding, compressed once per file version however many requests ask. */
export const encode = (file: StoredFile, encoding: Encoding): Promise<Buffer> => {
  const existing = file.encoded.get(encoding);
  if (existing) return existing;
  const pending = compress(file.body, encoding).catch((error: unknown) => {
    file.encoded.delete(encoding); // let the next request try again rather than cache a failure
    throw error;
  });
  file.encoded.set(encoding, pending);
  return pending;
};

/**
 * Keeps each build file and its compressed forms in memory, keyed by path and replaced when the file's
 * size or mtime changes, so a rebuild is picked up without a restart and memory stays bounded by the build.
 */
export const createFileStore = (): FileStore => {
  const byPath = new Map<string, { version: string; file: StoredFile }>();

  const load = async (path: string, version: string, modified: Date): Promise<StoredFile> => {
    const body = await readFile(path);
    const file: StoredFile = {
      body,
      type: contentTypeOf(path),
      hash: createHash('md5').update(body).digest('hex'),
      modified,
      encoded: new Map(),
    };
    byPath.set(path, { version, file });
    return file;
  };

  return {
    async read(path) {
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const version = `${info.size}:${info.mtimeMs}`;
      const cached = byPath.get(path);
      return cached?.version === version ? cached.file : load(path, version, info.mtime);
    },
    clear() {
      byPath.clear();
    },
  };
};
