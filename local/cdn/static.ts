import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControlFor, REVALIDATE_CACHE_CONTROL } from '../../shared/caching';
import { NOT_FOUND_PAGE, portalShellKey } from '../../shared/url-rewrite';
import { type Encoding, negotiateEncoding } from './content';
import { encode, type FileStore, type StoredFile } from './files';
import { locate, objectKeyFor } from './path';
import { refuseUnlessRead, sendText } from './respond';

export interface Site {
  root: string;
  files: FileStore;
}

// CloudFront compresses only objects in this size range; smaller ones gain nothing from it.
const COMPRESS_MIN_BYTES = 1_000;
const COMPRESS_MAX_BYTES = 10_000_000;

const encodingFor = (request: IncomingMessage, file: StoredFile): Encoding | undefined => {
  const size = file.body.length;
  if (!file.type.compressible || size < COMPRESS_MIN_BYTES || size > COMPRESS_MAX_BYTES) return undefined;
  return negotiateEncoding(request.headers['accept-encoding']);
};

// Each encoding is a different representation, so each gets its own validator.
const etagOf = (file: StoredFile, encoding: Encoding | undefined) =>
  `"${file.hash}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match uses the weak comparison: a W/ prefix does not stop a match. */
const isNotModified = (request: IncomingMessage, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || opaque === etag;
  });
};

interface Delivery {
  status: number;
  cacheControl: string;
  /** Error pages get no validator: a 304 must never stand in for a 404. */
  validate: boolean;
}

const sendFile = async (
  request: IncomingMessage,
  response: ServerResponse,
  file: StoredFile,
  delivery: Delivery,
): Promise<void> => {
  const encoding = encodingFor(request, file);
  const etag = etagOf(file, encoding);
  const validators = delivery.validate ? { ETag: etag, 'Last-Modified': file.modified.toUTCString() } : {};
  const common = {
    'Cache-Control': delivery.cacheControl,
    ...(file.type.compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...validators,
  };
  if (delivery.validate && isNotModified(request, etag)) {
    response.writeHead(304, common).end();
    return;
  }
  const body = encoding ? await encode(file, encoding) : file.body;
  response.writeHead(delivery.status, {
    ...common,
    'Content-Type': file.type.value,
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
};

const find = async (site: Site, key: string): Promise<StoredFile | undefined> => {
  const file = await locate(site.root, key);
  return file ? site.files.read(file) : undefined;
};

/** What the S3 origin and CloudFront's viewer-request and viewer-response functions do for a site path. */
export const serveStatic = async (
  request: IncomingMessage,
  response: ServerResponse,
  site: Site,
  rawPath: string,
): Promise<void> => {
  if (refuseUnlessRead(request, response)) return;
  const key = objectKeyFor(rawPath);
  if (key === undefined) return sendText(request, response, 400, 'Bad Request');
  // A portal page without a file of its own gets the portal's shell, as CloudFront's function rules.
  const found = (await find(site, key)) ? key : portalShellKey(key);
  const file = found ? await find(site, found) : undefined;
  // CloudFront's viewer-response function answers 404 whenever the 404 page is what was served.
  if (file && found !== NOT_FOUND_PAGE)
    return sendFile(request, response, file, {
      status: 200,
      cacheControl: cacheControlFor(found),
      validate: true,
    });
  const notFoundPage = await find(site, NOT_FOUND_PAGE);
  if (notFoundPage)
    return sendFile(request, response, notFoundPage, {
      status: 404,
      cacheControl: REVALIDATE_CACHE_CONTROL,
      validate: false,
    });
  return sendText(request, response, 404, 'Not Found');
};
