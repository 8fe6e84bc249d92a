import { invoiceRoutes } from '@shared/routes/invoices';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Asks the API for a short-lived link (it checks who may have the file), then saves the file. */
export const downloadInvoice = async (id: string) => {
  const link = await callApi(invoiceRoutes.downloadInvoice, { params: { id } });
  await saveFile(link.url, link.filename);
};
