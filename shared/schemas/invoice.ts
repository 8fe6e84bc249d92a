import * as z from 'zod';
import { text } from './fields';

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;
/** Uploads go straight to S3 with a presigned PUT; S3 enforces the signed size and type. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_CONTENT_TYPE = 'application/pdf';
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6}$/;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const CreateInvoiceSchema = z.strictObject({
  userId: z.string({ error: 'Please select a user' }).regex(/^[A-Za-z0-9-]{1,64}$/, 'Please select a user'),
  description: text('Description', 1, 500),
  amount: z.coerce
    .number({ error: 'Amount is required' })
    .min(0, 'Amount must be 0 or more')
    .max(1_000_000, 'Amount must be at most £1,000,000')
    .refine(hasAtMostTwoDecimals, 'Amount must have at most 2 decimal places'),
  /** Size of the PDF the admin will upload, if any; the upload URL is signed for exactly this size. */
  pdfBytes: z.number().int().min(1).max(MAX_PDF_BYTES, 'The PDF must be at most 10 MB').optional(),
});

export const InvoiceSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN),
  description: z.string(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  invoiceDate: z.string(),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  hasPdf: z.boolean(),
});

export const AdminInvoiceSchema = InvoiceSchema.extend({
  clientName: z.string().optional(),
  clientEmail: z.string().optional(),
});

export const UploadInstructionsSchema = z.strictObject({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const CreatedInvoiceSchema = z.strictObject({
  invoice: InvoiceSchema,
  upload: UploadInstructionsSchema.optional(),
});

export const DownloadSchema = z.strictObject({
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
});

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type CreateInvoice = z.infer<typeof CreateInvoiceSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;
export type CreatedInvoice = z.infer<typeof CreatedInvoiceSchema>;
export type Download = z.infer<typeof DownloadSchema>;
