import { FIXED_PARTITIONS } from '../../shared/table';
import { env } from '../lib/env';
import { key } from './table';
import { updateItem } from './write';

/** One invoice-number counter per year, so numbers read INV-2026-000001 upwards. */
export const invoiceCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `INVOICE#${year}`);

/** The key register's one counter, so tags read K-001 upwards. */
export const keyTagCounterKey = () => key(FIXED_PARTITIONS.counter, 'KEY');

/** One credit-note counter per year, a series of its own: CN-2026-000001 upwards. */
export const creditNoteCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `CREDITNOTE#${year}`);

/** One quote-number counter per year, a series of its own: Q-2026-000001 upwards. */
export const quoteCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `QUOTE#${year}`);

/** The next number of a counter, atomically: unique and consecutive under any concurrency. */
const nextNumber = async (counter: Record<string, string>): Promise<number> => {
  const Attributes = await updateItem({
    TableName: env().TABLE_NAME,
    Key: counter,
    UpdateExpression: 'ADD lastNumber :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.lastNumber ?? 0);
};

/** The next invoice number of the year, as a number (the caller formats it). */
export const nextInvoiceSequence = (year: string) => nextNumber(invoiceCounterKey(year));

/** The next credit-note number of the year, as a number (the caller formats it). */
export const nextCreditNoteSequence = (year: string) => nextNumber(creditNoteCounterKey(year));
