import { paymentRoutes } from '@shared/routes/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** What is due on one of the client's invoices, its payments (newest first) and credit notes. */
export const myInvoiceMoneyQuery = (id: string) =>
  queryOptions({
    queryKey: [...portalKeys.myInvoiceMoney, id],
    queryFn: () => callApi(paymentRoutes.myInvoiceMoney, { params: { id } }),
  });

/** Read only while the invoice's payments are open, so a long list asks for none until one is looked at. */
export const useMyInvoiceMoney = (id: string, enabled: boolean) =>
  useQuery({ ...myInvoiceMoneyQuery(id), enabled });

/** The office's view of the same: each payment with its full history, provider events included. */
export const invoiceMoneyQuery = (id: string) =>
  queryOptions({
    queryKey: [...portalKeys.invoiceMoney, id],
    queryFn: () => callApi(paymentRoutes.invoiceMoney, { params: { id } }),
  });

export const useInvoiceMoney = (id: string, enabled: boolean) =>
  useQuery({ ...invoiceMoneyQuery(id), enabled });
