import { MAX_PDF_BYTES, ManualLineSchema, PDF_CONTENT_TYPE } from '@shared/schemas/invoice';
import * as z from 'zod';
import { invoiceContent } from '@/features/invoices/content';
import { penceOf } from '@/lib/price';

const content = invoiceContent.dialog;
const { description, quantity, unitPence, serviceDate } = ManualLineSchema.shape;

// Browsers leave the type empty when they do not know it; the extension must still say PDF.
const isPdf = (file: File) =>
  file.name.toLowerCase().endsWith('.pdf') && (file.type === '' || file.type === PDF_CONTENT_TYPE);

const fromText = <T>(schema: z.ZodType<T>, read: (text: string) => unknown, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((text, context) => {
      const parsed = schema.safeParse(read(text));
      for (const issue of parsed.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message });
      return parsed.success ? parsed.data : z.NEVER;
    });

/** A typed line: the API's own rules, on the text the fields hold. */
const LineFieldsSchema = z.object({
  description,
  serviceDate: z
    .string()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(serviceDate),
  quantity: fromText(quantity, Number, 'Quantity is required'),
  unitPence: fromText(unitPence, (text) => penceOf(text) ?? Number.NaN, 'Price is required'),
});

/** The invoice dialog: a client, the ready visits to include, typed lines, an optional PDF. */
export const InvoiceFormSchema = z
  .object({
    userId: z.string().min(1, 'Please select a user'),
    bookingIds: z.array(z.string()),
    lines: z.array(LineFieldsSchema),
    pdf: z
      .instanceof(File)
      .refine(isPdf, content.pdfOnly)
      .refine((file) => file.size <= MAX_PDF_BYTES, content.pdfTooLarge)
      .refine((file) => file.size > 0, content.pdfOnly)
      .optional(),
  })
  .refine((value) => value.bookingIds.length + value.lines.length > 0, {
    path: ['lines'],
    message: 'Choose a visit or add a line',
  });

export interface LineFields {
  description: string;
  serviceDate: string;
  quantity: string;
  unitPence: string;
}

export interface InvoiceFields {
  userId: string;
  bookingIds: string[];
  lines: LineFields[];
  pdf?: File;
}

export const emptyLine: LineFields = { description: '', serviceDate: '', quantity: '1', unitPence: '' };

export type InvoiceFormOutput = z.output<typeof InvoiceFormSchema>;
