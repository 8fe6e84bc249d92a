import { FIXED_PARTITIONS } from '../../shared/table';
import { key } from './table';

/** One invoice-number counter per year, so numbers read INV-2026-000001 upwards. */
export const invoiceCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `INVOICE#${year}`);

/** The key register's one counter, so tags read K-001 upwards (issue 28). */
export const keyTagCounterKey = () => key(FIXED_PARTITIONS.counter, 'KEY');

/** One credit-note counter per year, a series of its own: CN-2026-000001 upwards (issue 29). */
export const creditNoteCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `CREDITNOTE#${year}`);

/** One quote-number counter per year, a series of its own: Q-2026-000001 upwards (issue 30). */
export const quoteCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `QUOTE#${year}`);
