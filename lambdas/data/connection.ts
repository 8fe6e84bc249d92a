import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { byUser, key, PK } from './table';

/**
 * Realtime connections (issue 27, decision 028). Each open connection is one item naming who it is,
 * its topics and until when its token holds, plus one item per topic, so that telling a topic is one
 * Query of its partition. The connection's item also sits on a sparse queue of the by-user index,
 * sorted by when its token runs out, for the sweep that closes expired connections. Every item expires
 * by TTL a day after its token, in case neither `$disconnect` nor the sweep removed it.
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
}

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

/** Stores a connection and its topics (at `$connect`, and again when a re-authentication changes them). */
export const saveConnection = async (connection: Connection, connectedAt: string): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: items(connection, connectedAt).map((Item) => ({
        Put: { TableName: env().TABLE_NAME, Item },
      })),
    }),
  );
};

const toConnection = (item: Record<string, unknown>): Connection => ({
  connectionId: String(item.connectionId),
  sub: String(item.sub),
  topics: Array.isArray(item.topics) ? item.topics.map(String) : [],
  tokenExpiresAt: Number(item.tokenExpiresAt),
});

export const connectionOf = async (
  connectionId: string,
): Promise<(Connection & { connectedAt: string }) | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: connectionKey(connectionId), ConsistentRead: true }),
  );
  return Item ? { ...toConnection(Item), connectedAt: String(Item.connectedAt ?? '') } : undefined;
};

/** Removes a connection and its topics' items; removing one already gone changes nothing. */
export const removeConnection = async (connectionId: string, topics?: string[]): Promise<void> => {
  const known = topics ?? (await connectionOf(connectionId))?.topics ?? [];
  await Promise.all(
    [connectionKey(connectionId), ...known.map((topic) => topicKey(topic, connectionId))].map((Key) =>
      documentClient().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key })),
    ),
  );
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
