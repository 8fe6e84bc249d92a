import { CreateInvoiceSchema, MAX_PDF_BYTES, PDF_CONTENT_TYPE } from '@shared/schemas/invoice';
import * as z from 'zod';
import { invoiceContent } from '@/features/invoices/content';

const content = invoiceContent.dialog;
const { userId, description, amount } = CreateInvoiceSchema.shape;

// Browsers leave the type empty when they do not know it; the extension must still say PDF.
const isPdf = (file: File) =>
  file.name.toLowerCase().endsWith('.pdf') && (file.type === '' || file.type === PDF_CONTENT_TYPE);

/**
 * The invoice dialog's fields, checked with the API's own rules. The amount field holds text, so an
 * empty one is refused here rather than read as £0; the PDF is a file here and a size in the request.
 */
export const InvoiceFormSchema = z.object({
  userId,
  description,
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .transform((text, context) => {
      const parsed = amount.safeParse(text);
      for (const issue of parsed.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message });
      return parsed.success ? parsed.data : z.NEVER;
    }),
  pdf: z
    .instanceof(File)
    .refine(isPdf, content.pdfOnly)
    .refine((file) => file.size <= MAX_PDF_BYTES, content.pdfTooLarge)
    .refine((file) => file.size > 0, content.pdfOnly)
    .optional(),
});

export interface InvoiceFields {
  userId: string;
  description: string;
  amount: string;
  pdf?: File;
}

export type InvoiceFormOutput = z.output<typeof InvoiceFormSchema>;
