import { randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { REALTIME_CONNECTIONS_PER_ACCOUNT } from '../../shared/realtime';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { byUser, key, PK } from './table';
import { lostRace } from './transaction';

/**
 * Realtime connections (decision 028). Each open connection is one item naming who it is,
 * its topics and until when its token holds, plus one item per topic, so that telling a topic is one
 * Query of its partition. The connection's item also sits on a sparse queue of the by-user index,
 * sorted by when its token runs out, for the sweep that closes expired connections. Every item expires
 * by TTL a day after its token, in case neither `$disconnect` nor the sweep removed it. Each connection
 * holds one of its account's slots (`REALTIME_CONNECTIONS_PER_ACCOUNT`), claimed in the same transaction.
 */
export const connectionKey = (connectionId: string) =>
  key(`${PARTITION_PREFIXES.connection}${connectionId}`, 'CONN');

const topicPartition = (topic: string) => `${PARTITION_PREFIXES.topic}${topic}`;

const topicKey = (topic: string, connectionId: string) =>
  key(topicPartition(topic), `${PARTITION_PREFIXES.connection}${connectionId}`);

/** The sweep's queue: connections by the instant their token runs out. */
const EXPIRY_QUEUE = `${PARTITION_PREFIXES.connection}EXPIRY`;

/** Seconds since the epoch, padded so the queue's sort keys order as numbers. */
const expiryKey = (tokenExpiresAt: number, connectionId: string) =>
  `${String(tokenExpiresAt).padStart(12, '0')}#${connectionId}`;

const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

export interface Connection {
  connectionId: string;
  sub: string;
  topics: string[];
  /** When the access token it was last authenticated with runs out (seconds since the epoch). */
  tokenExpiresAt: number;
  /** Which of its account's slots it holds. */
  slot?: number;
}

const slotPartition = (sub: string) => `${PARTITION_PREFIXES.connectionSlot}${sub}`;
const slotKey = (sub: string, slot: number) =>
  key(slotPartition(sub), `SLOT#${String(slot).padStart(3, '0')}`);

const items = (connection: Connection, connectedAt: string) => {
  const { connectionId, tokenExpiresAt } = connection;
  const expiresAt = tokenExpiresAt + KEEP_AFTER_EXPIRY_SECONDS;
  return [
    {
      ...connectionKey(connectionId),
      entity: 'connection',
      ...connection,
      connectedAt,
      expiresAt,
      [byUser.partitionKey]: EXPIRY_QUEUE,
      [byUser.sortKey]: expiryKey(tokenExpiresAt, connectionId),
    },
    ...connection.topics.map((topic) => ({
      ...topicKey(topic, connectionId),
      entity: 'topic-connection',
      connectionId,
      tokenExpiresAt,
      expiresAt,
    })),
  ];
};

/** A slot held by a connection until its token runs out (or it closes). */
const slotPut = (
  connection: Connection & { slot: number },
  condition: 'free' | 'mine',
  nowSeconds: number,
) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...slotKey(connection.sub, connection.slot),
      entity: 'connection-slot',
      connectionId: connection.connectionId,
      tokenExpiresAt: connection.tokenExpiresAt,
      expiresAt: connection.tokenExpiresAt + KEEP_AFTER_EXPIRY_SECONDS,
    },
    ...(condition === 'free'
      ? {
          // Free: never held, or held by a connection whose token ran out (its `$disconnect` never came).
          ConditionExpression: 'attribute_not_exists(#pk) OR tokenExpiresAt <= :now',
          ExpressionAttributeNames: { '#pk': PK },
          ExpressionAttributeValues: { ':now': nowSeconds },
        }
      : {
          ConditionExpression: 'connectionId = :id',
          ExpressionAttributeValues: { ':id': connection.connectionId },
        }),
  },
});

const puts = (connection: Connection, connectedAt: string) =>
  items(connection, connectedAt).map((Item) => ({ Put: { TableName: env().TABLE_NAME, Item } }));

/**
 * Opens a connection in one of its account's free slots, with its topics, in one transaction; answers
 * false when every slot is held. Concurrent opens each claim a slot of their own or none, so an account
 * never holds more than `REALTIME_CONNECTIONS_PER_ACCOUNT`.
 */
export const openConnection = async (
  connection: Omit<Connection, 'slot'>,
  connectedAt: string,
  nowSeconds: number,
  slots = REALTIME_CONNECTIONS_PER_ACCOUNT,
): Promise<boolean> => {
  for (let attempt = 0; attempt < slots; attempt += 1) {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PK },
        ExpressionAttributeValues: { ':pk': slotPartition(connection.sub) },
        ConsistentRead: true,
      }),
    );
    const held = new Set(
      Items.filter((item) => Number(item.tokenExpiresAt) > nowSeconds).map((item) =>
        Number(String(item.SK ?? '').replace('SLOT#', '')),
      ),
    );
    const free = [...Array(slots).keys()].filter((slot) => !held.has(slot));
    if (free.length === 0) return false;
    // A random free slot: connections opened at once rarely reach for the same one.
    const slot = free[randomInt(free.length)] as number;
    const claimed = { ...connection, slot };
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [slotPut(claimed, 'free', nowSeconds), ...puts(claimed, connectedAt)] as never,
        }),
      );
      return true;
    } catch (error) {
      if (!lostRace(error, 0)) throw error;
    }
  }
  return false;
};

/** Stores a re-authenticated connection: its topics, and its slot held until the new token runs out. */
export const saveConnection = async (connection: Connection, connectedAt: string): Promise<void> => {
  const { slot } = connection;
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        ...(slot === undefined ? [] : [slotPut({ ...connection, slot }, 'mine', 0)]),
        ...puts(connection, connectedAt),
      ] as never,
    }),
  );
};

const toConnection = (item: Record<string, unknown>): Connection => ({
  connectionId: String(item.connectionId),
  sub: String(item.sub),
  topics: Array.isArray(item.topics) ? item.topics.map(String) : [],
  tokenExpiresAt: Number(item.tokenExpiresAt),
  ...(typeof item.slot === 'number' ? { slot: item.slot } : {}),
});

export const connectionOf = async (
  connectionId: string,
): Promise<(Connection & { connectedAt: string }) | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: connectionKey(connectionId), ConsistentRead: true }),
  );
  return Item ? { ...toConnection(Item), connectedAt: String(Item.connectedAt ?? '') } : undefined;
};

/** Removes a connection, its topics' items and its slot; removing one already gone changes nothing. */
export const removeConnection = async (connectionId: string): Promise<void> => {
  const connection = await connectionOf(connectionId);
  if (!connection) return;
  const { sub, slot, topics } = connection;
  await Promise.all([
    ...[connectionKey(connectionId), ...topics.map((topic) => topicKey(topic, connectionId))].map((Key) =>
      documentClient().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key })),
    ),
    // Only while this connection still holds it: an expired slot may already be another's.
    ...(slot === undefined
      ? []
      : [
          documentClient()
            .send(
              new DeleteCommand({
                TableName: env().TABLE_NAME,
                Key: slotKey(sub, slot),
                ConditionExpression: 'connectionId = :id',
                ExpressionAttributeValues: { ':id': connectionId },
              }),
            )
            .catch((error: unknown) => {
              if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
            }),
        ]),
  ]);
};

/** Takes a connection off topics it no longer hears (a re-authentication changed its role). */
export const removeTopics = async (connectionId: string, topics: string[]): Promise<void> => {
  await Promise.all(
    topics.map((topic) =>
      documentClient().send(
        new DeleteCommand({ TableName: env().TABLE_NAME, Key: topicKey(topic, connectionId) }),
      ),
    ),
  );
};

export interface TopicConnection {
  connectionId: string;
  tokenExpiresAt: number;
}

/** Every connection listening to a topic (a topic is one person's or the office's: tens at most). */
export const connectionsOf = async (topic: string): Promise<TopicConnection[]> => {
  const found: TopicConnection[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PK },
        ExpressionAttributeValues: { ':pk': topicPartition(topic) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? [])
      found.push({ connectionId: String(item.connectionId), tokenExpiresAt: Number(item.tokenExpiresAt) });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
};

/** Connections whose token ran out before `nowSeconds`, oldest first, at most `limit`. */
export const expiredConnections = async (nowSeconds: number, limit: number): Promise<Connection[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      IndexName: byUser.name,
      KeyConditionExpression: '#pk = :queue AND #sk < :now',
      ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey },
      ExpressionAttributeValues: { ':queue': EXPIRY_QUEUE, ':now': expiryKey(nowSeconds, '') },
      Limit: limit,
    }),
  );
  return Items.map(toConnection);
};
