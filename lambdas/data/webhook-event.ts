import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { webhookEventKey } from './payment';
import { mustBeNew } from './table';
import { isConditionFailure } from './transaction';
import type { TransactItem } from './write';

type Provider = 'stripe' | 'gocardless';

/**
 * A provider's event, stored once by its id in the same transaction as what it changes: a redelivery,
 * or the same event delivered twice at once, fails this condition and changes nothing.
 */
export const webhookEventPut = (
  provider: Provider,
  event: { id: string; type: string },
  outcome: string,
  now: Date,
) =>
  ({
    Put: {
      TableName: env().TABLE_NAME,
      Item: {
        ...webhookEventKey(provider, event.id),
        entity: 'webhook-event',
        provider,
        eventId: event.id,
        type: event.type,
        outcome,
        receivedAt: now.toISOString(),
      },
      ...mustBeNew,
    },
  }) satisfies TransactItem;

export const webhookEventSeen = async (provider: Provider, eventId: string) => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: webhookEventKey(provider, eventId),
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
};

/** Stores an event that changes nothing (unknown type, nothing of ours): false when already stored. */
export const storeEventOnly = async (
  provider: Provider,
  event: { id: string; type: string },
  outcome: string,
  now: Date,
): Promise<boolean> => {
  try {
    await documentClient().send(new PutCommand(webhookEventPut(provider, event, outcome, now).Put));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
