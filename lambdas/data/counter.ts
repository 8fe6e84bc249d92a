import { FIXED_PARTITIONS } from '../../shared/table';
import { key } from './table';

/** One invoice-number counter per year, so numbers read INV-2026-000001 upwards. */
export const invoiceCounterKey = (year: string) => key(FIXED_PARTITIONS.counter, `INVOICE#${year}`);
