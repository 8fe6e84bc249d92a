import type { CreatedInvoice, CreateInvoice } from '@shared/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { createIdempotencyKeys } from '@/lib/idempotency';
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
    'createInvoice',
    { body: { ...invoice, pdfBytes: pdf?.size } },
    { idempotencyKey },
  );
  if (pdf && created.upload) await uploadPdf(created.upload, pdf);
  return created;
};

/**
 * Creates an invoice and uploads its PDF. If the upload fails, sending the same form again reuses the
 * idempotency key: the server answers with the same invoice and a fresh chance to upload.
 */
export const useCreateInvoice = () => {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (invoice: NewInvoice) => {
      const { pdf, ...fields } = invoice;
      const request = { ...fields, pdf: pdf && [pdf.name, pdf.size, pdf.lastModified] };
      return createInvoice(invoice, keys.keyFor(request));
    },
    onSuccess: async () => {
      keys.forget();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.invoices }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
      ]);
    },
  });
};
