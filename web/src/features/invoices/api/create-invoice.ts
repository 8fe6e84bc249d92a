import { invoiceRoutes } from '@shared/routes/invoices';
import type { CreatedInvoice, CreateInvoice } from '@shared/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export interface NewInvoice extends Omit<CreateInvoice, 'pdfBytes'> {
  pdf?: File;
}

type Upload = NonNullable<CreatedInvoice['upload']>;

/** Straight to the bucket with the presigned PUT: the file never passes through the API. */
const uploadPdf = async ({ url, method, headers }: Upload, pdf: File) => {
  const response = await fetch(url, { method, headers, body: pdf });
  if (!response.ok)
    throw new Error(`The invoice was created but its PDF did not upload (status ${response.status}).`);
};

export const createInvoice = async ({ pdf, ...invoice }: NewInvoice, idempotencyKey: string) => {
  const created = await callApi(
    invoiceRoutes.createInvoice,
    { body: { ...invoice, ...(pdf ? { pdfBytes: pdf.size } : {}) } },
    { idempotencyKey },
  );
  if (pdf && created.upload) await uploadPdf(created.upload, pdf);
  return created;
};

/** What makes two invoice submissions the same request: the fields, and the PDF by name, size and date. */
export const invoiceRequest = ({ pdf, ...fields }: NewInvoice) => ({
  ...fields,
  pdf: pdf && [pdf.name, pdf.size, pdf.lastModified],
});

/**
 * Creates an invoice and uploads its PDF. If the upload fails, sending the same form again reuses the
 * idempotency key (lib/submission.ts): the server answers with the same invoice and, while nothing is
 * uploaded and the invoice is unpaid, a fresh chance to upload (an issued invoice's PDF is written once).
 */
export const useCreateInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice, idempotencyKey }: { invoice: NewInvoice; idempotencyKey: string }) =>
      createInvoice(invoice, idempotencyKey),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.invoices }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
        // A client's page lists their invoices.
        queryClient.invalidateQueries({ queryKey: portalKeys.clientPages }),
      ]);
    },
  });
};
