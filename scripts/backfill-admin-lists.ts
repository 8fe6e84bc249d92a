import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { feedbackKey } from '../lambdas/data/feedback';
import { profileKey } from '../lambdas/data/profile';
import { key, LISTS } from '../lambdas/data/table';
import { REGION } from '../shared/region';
import { searchText } from '../shared/schemas/search';
import { table } from '../shared/table';
import { backfillArgs } from './backfill-args';

/**
 * `npm run backfill:admin-lists -- --table <name> [--region r] [--endpoint url]`: the one-off that puts
 * data stored before the office's feedback list and inbox search where those lists look:
 * - feedback gets its entry in the by-date index (`FEEDBACK` / `<createdAt>#<id>`) and the client's
 *   name and email to search by (none for an account already deleted);
 * - enquiries get the sender's name and email to search by. (Their status needs nothing: an enquiry
 *   without one reads as new.)
 * Every read is a Query or a BatchGet on keys (never a Scan); every write is conditional on the item
 * still lacking what is added, so running it twice, or while the API writes, changes nothing twice.
 */
type Item = Record<string, unknown>;
const { byDate } = table.indexes;

async function* listPartition(db: DynamoDBDocumentClient, tableName: string, list: string) {
  let startKey: Item | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: byDate.name,
        KeyConditionExpression: '#pk = :list',
        ExpressionAttributeNames: { '#pk': byDate.partitionKey },
        ExpressionAttributeValues: { ':list': list },
        ExclusiveStartKey: startKey,
      }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

const batchGet = async (db: DynamoDBDocumentClient, tableName: string, keys: Item[]): Promise<Item[]> => {
  const found: Item[] = [];
  let pending: Item[] | undefined = keys;
  while (pending?.length) {
    const answer: BatchGetCommandOutput = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
    );
    found.push(...(answer.Responses?.[tableName] ?? []));
    pending = answer.UnprocessedKeys?.[tableName]?.Keys;
  }
  return found;
};

const unlessDone = (error: unknown) => {
  if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
};

export const backfillAdminLists = async (db: DynamoDBDocumentClient, tableName: string) => {
  const done = { feedback: 0, enquiries: 0 };
  // Feedback lives beside its booking, and every booking is on the bookings list.
  for await (const bookings of listPartition(db, tableName, LISTS.bookings)) {
    for (let start = 0; start < bookings.length; start += 100) {
      const keys = bookings.slice(start, start + 100).map((booking) => feedbackKey(String(booking.id)));
      for (const feedback of await batchGet(db, tableName, keys)) {
        if (feedback[byDate.partitionKey]) continue;
        const { Item: profile } = await db.send(
          new GetCommand({ TableName: tableName, Key: profileKey(String(feedback.userId)) }),
        );
        const search = profile ? searchText(String(profile.fullName), String(profile.email)) : undefined;
        try {
          await db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: feedbackKey(String(feedback.bookingId)),
              UpdateExpression: `SET #listPk = :list, #listSk = :sk${search && !feedback.anonymisedAt ? ', clientSearch = :search' : ''}`,
              ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#listPk)',
              ExpressionAttributeNames: {
                '#pk': table.partitionKey,
                '#listPk': byDate.partitionKey,
                '#listSk': byDate.sortKey,
              },
              ExpressionAttributeValues: {
                ':list': LISTS.feedback,
                ':sk': `${String(feedback.createdAt)}#${String(feedback.id)}`,
                ...(search && !feedback.anonymisedAt ? { ':search': search } : {}),
              },
            }),
          );
          done.feedback += 1;
        } catch (error) {
          unlessDone(error);
        }
      }
    }
  }
  for await (const enquiries of listPartition(db, tableName, LISTS.enquiries)) {
    for (const item of enquiries) {
      if (item.search) continue;
      const enquiry = item.enquiry as { name?: string; fullName?: string; email?: string };
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(String(item.PK), String(item.SK)),
            UpdateExpression: 'SET #search = :search',
            ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#search)',
            ExpressionAttributeNames: { '#pk': table.partitionKey, '#search': 'search' },
            ExpressionAttributeValues: {
              ':search': searchText(enquiry.name ?? enquiry.fullName, enquiry.email),
            },
          }),
        );
        done.enquiries += 1;
      } catch (error) {
        unlessDone(error);
      }
    }
  }
  return done;
};

const main = async () => {
  const values = backfillArgs('backfill:admin-lists');
  if (!values) return;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: values.region ?? REGION,
      ...(values.endpoint
        ? { endpoint: values.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    }),
  );
  const done = await backfillAdminLists(db, values.table);
  console.log(
    `backfilled ${done.feedback} pieces of feedback and ${done.enquiries} enquiries in ${values.table}`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
