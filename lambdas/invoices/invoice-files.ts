/** An invoice's number: the year and its place in that year's sequence, `INV-2026-000001` upwards. */
export const invoiceNumber = (year: string, sequence: number): string =>
  `INV-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * Where an uploaded PDF lives, and where a generated one is kept: one object per
 * version of the invoice, written when that version is made and never again (downloads only read it).
 */
export const uploadedPdfKey = (userId: string, invoiceNumber: string) => `${userId}/${invoiceNumber}.pdf`;
export const generatedPdfKey = (userId: string, invoiceNumber: string, version: number) =>
  `${userId}/generated/${invoiceNumber}-v${version}.pdf`;
