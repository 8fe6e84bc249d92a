import { byDate, byUser, key, LISTS, userPartition } from '../lib/keys';

export const invoiceKey = (id: string) => key(`INVOICE#${id}`, 'INVOICE');

/** An invoice's number: the year and its place in that year's sequence, `INV-2026-000001` upwards. */
export const invoiceNumber = (year: string, sequence: number): string =>
  `INV-${year}-${String(sequence).padStart(6, '0')}`;

/** One counter per year, so numbers read INV-2026-000001 upwards. */
export const counterKey = (year: string) => key('COUNTER', `INVOICE#${year}`);

/** Dated lists, with the creation time breaking ties so invoices of one day keep their order. */
export const invoiceIndexKeys = (id: string, userId: string, date: string, createdAt: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `INVOICE#${date}#${createdAt}#${id}`,
  [byDate.partitionKey]: LISTS.invoices,
  [byDate.sortKey]: `${date}#${createdAt}#${id}`,
});

/**
 * Where an uploaded PDF lives (DESIGN.md §5), and where a generated one is kept: one object per
 * version of the invoice, written when that version is made and never again (downloads only read it).
 */
export const uploadedPdfKey = (userId: string, invoiceNumber: string) => `${userId}/${invoiceNumber}.pdf`;
export const generatedPdfKey = (userId: string, invoiceNumber: string, version: number) =>
  `${userId}/generated/${invoiceNumber}-v${version}.pdf`;
