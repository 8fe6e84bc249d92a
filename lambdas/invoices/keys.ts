import { byDate, byUser, key, LISTS, userPartition } from '../lib/keys';

export const invoiceKey = (id: string) => key(`INVOICE#${id}`, 'INVOICE');

/** One counter per year, so numbers read INV-2026-000001 upwards. */
export const counterKey = (year: string) => key('COUNTER', `INVOICE#${year}`);

export const invoiceIndexKeys = (id: string, userId: string, date: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `INVOICE#${date}#${id}`,
  [byDate.partitionKey]: LISTS.invoices,
  [byDate.sortKey]: `${date}#${id}`,
});

/** Where an uploaded PDF lives (DESIGN.md §5), and where a generated one is kept. */
export const uploadedPdfKey = (userId: string, invoiceNumber: string) => `${userId}/${invoiceNumber}.pdf`;
export const generatedPdfKey = (userId: string, invoiceNumber: string) =>
  `${userId}/generated/${invoiceNumber}.pdf`;
