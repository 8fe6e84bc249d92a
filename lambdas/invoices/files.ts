import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PDF_CONTENT_TYPE } from '../../shared/schemas/invoice';
import { s3Client } from '../lib/aws';
import { env } from '../lib/env';

/** Short-lived links only: nobody gets a public URL to an invoice. */
export const LINK_SECONDS = 300;

export const expiresAt = () => new Date(Date.now() + LINK_SECONDS * 1000).toISOString();

/** A presigned PUT for exactly this key, type and size; S3 refuses anything else. */
export const uploadUrl = (key: string, bytes: number) =>
  getSignedUrl(
    s3Client(),
    new PutObjectCommand({
      Bucket: env().INVOICE_BUCKET,
      Key: key,
      ContentType: PDF_CONTENT_TYPE,
      ContentLength: bytes,
    }),
    { expiresIn: LINK_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
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

/** True when the object exists and starts with the PDF signature: anything else is never served. */
export const isStoredPdf = async (key: string): Promise<boolean> => {
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: env().INVOICE_BUCKET, Key: key, Range: 'bytes=0-4' }),
    );
    const head = Buffer.from((await object.Body?.transformToByteArray()) ?? []).toString('latin1');
    return head.startsWith('%PDF-');
  } catch (error) {
    if (
      (error as Error).name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return false;
    throw error;
  }
};

export const storePdf = (key: string, body: Buffer) =>
  s3Client().send(
    new PutObjectCommand({
      Bucket: env().INVOICE_BUCKET,
      Key: key,
      Body: body,
      ContentType: PDF_CONTENT_TYPE,
    }),
  );
