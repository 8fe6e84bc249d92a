import { type InvoiceRecord, invoiceKey, invoicePartition, toRecord } from './invoice';
import {
  CREDIT_NOTE_SORT_PREFIX,
  type CreditNoteRecord,
  PAYMENT_SORT_PREFIX,
  type PaymentRecord,
  toCreditNoteRecord,
  toPaymentRecord,
} from './payment';
import { queryAll } from './query';
import { PK } from './table';

type Item = Record<string, unknown>;

/** An invoice with everything money did to it: one Query of its partition, read consistently. */
export interface InvoiceAccount {
  invoice: InvoiceRecord;
  payments: PaymentRecord[];
  creditNotes: CreditNoteRecord[];
}

export const readAccount = async (invoiceId: string): Promise<InvoiceAccount | undefined> => {
  const items = await queryAll({
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': PK },
    ExpressionAttributeValues: { ':pk': invoicePartition(invoiceId) },
    ConsistentRead: true,
  });
  const invoiceItem = items.find((item) => item.SK === invoiceKey(invoiceId).SK);
  if (!invoiceItem) return undefined;
  const sortKey = (item: Item) => String(item.SK);
  return {
    invoice: toRecord(invoiceItem),
    payments: items
      .filter((item) => sortKey(item).startsWith(PAYMENT_SORT_PREFIX))
      .map(toPaymentRecord)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    creditNotes: items
      .filter((item) => sortKey(item).startsWith(CREDIT_NOTE_SORT_PREFIX))
      .map(toCreditNoteRecord)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
};
