import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteStatus } from '../../shared/quotes';
import { type Quote, QuoteSchema } from '../../shared/schemas/quote';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { quoteCounterKey } from './counter';
import { enquiryKey } from './enquiry';
import { byDate, byUser, key, LISTS, PK } from './table';
import { updateExpression } from './update';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/**
 * A quote: one item in its own partition, on its client's by-user list (once it has a
 * client) and the office's by-date list, by when it was written. Every change is a conditional update
 * on its status and version, so two answers at once cannot both land (lambdas/invoices/quotes).
 */
export const quotePartition = (id: string) => `${PARTITION_PREFIXES.quote}${id}`;
export const quoteKey = (id: string) => key(quotePartition(id), 'QUOTE');

/** The prefix of a client's quotes in the by-user index. */
export const QUOTES_OF_USER = 'QUOTE#';

export const clientIndexKeys = (id: string, clientId: string, createdAt: string) => ({
  [byUser.partitionKey]: userPartition(clientId),
  [byUser.sortKey]: `${QUOTES_OF_USER}${createdAt}#${id}`,
});

export const quoteItem = (quote: Quote) => ({
  ...quoteKey(quote.id),
  ...(quote.clientId ? clientIndexKeys(quote.id, quote.clientId, quote.createdAt) : {}),
  [byDate.partitionKey]: LISTS.quotes,
  [byDate.sortKey]: `${quote.createdAt}#${quote.id}`,
  entity: 'quote',
  ...quote,
});

const pick = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in QuoteSchema.shape));

export const toQuote = (item: Item): Quote => QuoteSchema.parse(pick(item));

export const getQuoteItem = async (id: string): Promise<Quote | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: quoteKey(id), ConsistentRead: true }),
  );
  return Item ? toQuote(Item) : undefined;
};

export interface QuoteCondition {
  statuses: readonly QuoteStatus[];
  /** The version read: any edit since makes the write a conflict. */
  version?: number;
  /** The last day it still holds (a London date): an answer after it is refused. */
  validOn?: string;
  /** Only while it has no visits yet (the office's one step to a booking). */
  notBooked?: boolean;
  /** Only while no client holds it (a visitor's quote, claimed once by whoever its link was mailed to). */
  unclaimed?: boolean;
  /** Only while its deposit has no invoice yet. */
  noDepositInvoice?: boolean;
}

/**
 * The conditional update of a quote, for an UpdateCommand or a transaction's Update. `entry` joins the
 * end of its history in the same write (list_append), so no move ever overwrites another's entry.
 */
export const quoteUpdate = (
  id: string,
  set: Item,
  condition: QuoteCondition,
  entry?: Quote['history'][number],
) => {
  const names: Record<string, string> = { '#pk': PK, '#status': 'status' };
  const values: Item = {};
  const statuses = condition.statuses.map((status, index) => {
    values[`:status${index}`] = status;
    return `:status${index}`;
  });
  let expression = `attribute_exists(#pk) AND #status IN (${statuses.join(', ')})`;
  if (condition.version !== undefined) {
    expression += ' AND version = :version';
    values[':version'] = condition.version;
  }
  if (condition.validOn !== undefined) {
    expression += ' AND validUntil >= :validOn';
    values[':validOn'] = condition.validOn;
  }
  if (condition.notBooked) expression += ' AND attribute_not_exists(booked)';
  if (condition.unclaimed) expression += ' AND attribute_not_exists(clientId)';
  if (condition.noDepositInvoice) expression += ' AND attribute_not_exists(depositInvoice)';
  const update = updateExpression({
    set,
    setRaw: entry ? ['history = list_append(if_not_exists(history, :noEntries), :entry)'] : [],
  });
  if (entry) {
    values[':noEntries'] = [];
    values[':entry'] = [entry];
  }
  return {
    TableName: env().TABLE_NAME,
    Key: quoteKey(id),
    UpdateExpression: update.expression,
    ConditionExpression: expression,
    ExpressionAttributeNames: { ...names, ...update.names },
    ExpressionAttributeValues: { ...values, ...update.values },
    ReturnValues: 'ALL_NEW' as const,
  };
};

/** Runs one conditional update; answers the quote as written, or undefined when its condition failed. */
export const updateQuote = async (update: ReturnType<typeof quoteUpdate>): Promise<Quote | undefined> => {
  try {
    const { Attributes } = await documentClient().send(new UpdateCommand(update));
    return Attributes ? toQuote(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

/** A quote now written for a client (a visitor's, once they signed in): its place on their list. */
export const clientKeysOf = (quote: Pick<Quote, 'id' | 'createdAt'>, clientId: string) =>
  clientIndexKeys(quote.id, clientId, quote.createdAt);

/** The next number of the year's quote series. */
export const nextQuoteSequence = async (year: string): Promise<number> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: quoteCounterKey(year),
      UpdateExpression: 'ADD lastNumber :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.lastNumber ?? 0);
};

/**
 * Who sent an enquiry a quote is written from: the name and address they typed, and the account that
 * sent it signed in, if one did (only then is it known to be theirs). Here rather than in enquiry.ts so
 * that the functions which write enquiries' notices do not carry it.
 */
export const enquiryContact = async (
  id: string,
): Promise<{ name: string; email: string; senderId?: string } | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const fields = (Item.enquiry ?? {}) as { name?: string; fullName?: string; email?: string };
  return {
    name: fields.fullName ?? fields.name ?? '',
    email: fields.email ?? '',
    ...(typeof Item.senderId === 'string' ? { senderId: Item.senderId } : {}),
  };
};
