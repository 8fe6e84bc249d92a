import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PDF_CONTENT_TYPE, PDF_UPLOAD_HEADERS } from '../../shared/schemas/invoice';
import { s3Client } from '../lib/aws';
import { env } from '../lib/env';

/** Short-lived links only: nobody gets a public URL to an invoice. */
export const LINK_SECONDS = 300;

export const expiresAt = () => new Date(Date.now() + LINK_SECONDS * 1000).toISOString();

/**
 * An issued invoice's PDF is written once (security review): every put says `If-None-Match: *`, so S3
 * refuses one over an existing object (412) and, of two at once, all but one (409).
 */
const CREATE_ONLY = PDF_UPLOAD_HEADERS['if-none-match'];

/**
 * A presigned PUT for exactly this key, type and size, that only creates the object; S3 refuses
 * anything else, and a second upload through the same link.
 */
export const uploadUrl = (key: string, bytes: number) =>
  getSignedUrl(
    s3Client(),
    new PutObjectCommand({
      Bucket: env().INVOICE_BUCKET,
      Key: key,
      ContentType: PDF_CONTENT_TYPE,
      ContentLength: bytes,
      IfNoneMatch: CREATE_ONLY,
    }),
    {
      expiresIn: LINK_SECONDS,
      signableHeaders: new Set([...Object.keys(PDF_UPLOAD_HEADERS), 'content-length']),
    },
  );

export const downloadUrl = (key: string, filename: string) =>
  getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: env().INVOICE_BUCKET,
      Key: key,
      ResponseContentType: PDF_CONTENT_TYPE,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
    }),
    { expiresIn: LINK_SECONDS },
  );

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** True when anything is stored under the key (a PDF or not: either way it is never written again). */
export const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: env().INVOICE_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || statusOf(error) === 404) return false;
    throw error;
  }
};

/** True when the object exists and starts with the PDF signature: anything else is never served. */
export const isStoredPdf = async (key: string): Promise<boolean> => {
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: env().INVOICE_BUCKET, Key: key, Range: 'bytes=0-4' }),
    );
    const head = Buffer.from((await object.Body?.transformToByteArray()) ?? []).toString('latin1');
    return head.startsWith('%PDF-');
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || statusOf(error) === 404) return false;
    throw error;
  }
};

/**
 * Stores a generated PDF where none is yet, and never over one: the put's condition is S3's guard
 * (a 412 or 409 means another store won, and its object stands). s3rver, the local stand-in, ignores
 * `If-None-Match` on a put, so the HEAD before it keeps the rule there too (and saves making the
 * request in AWS when the PDF is already stored).
 */
export const storePdf = async (key: string, body: Buffer): Promise<void> => {
  if (await objectExists(key)) return;
  try {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: env().INVOICE_BUCKET,
        Key: key,
        Body: body,
        ContentType: PDF_CONTENT_TYPE,
        IfNoneMatch: CREATE_ONLY,
      }),
    );
  } catch (error) {
    if (statusOf(error) === 412 || statusOf(error) === 409) return;
    throw error;
  }
};
