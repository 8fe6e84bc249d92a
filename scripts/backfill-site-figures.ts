import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { queryAll } from '../lambdas/data/query';
import { COUNTED_IN_RATINGS, countStoredRating, noteClientServed } from '../lambdas/data/reviews';
import { byDate, LISTS } from '../lambdas/data/table';
import { REGION } from '../shared/region';
import { backfillArgs } from './backfill-args';

/**
 * `npm run backfill:site-figures -- --table <name> [--region r] [--endpoint url]`: the one-off that
 * counts what was stored before the site's figures were measured (decision 035): every piece
 * of feedback into the rating's aggregate, every client with a completed visit into the clients served.
 * Both writes are marked and conditional, so running it twice, or while clients give feedback and the
 * office completes visits, counts nothing twice. Reads are Queries of the office's lists, never a Scan.
 */
export const backfillSiteFigures = async () => {
  const done = { ratings: 0, clients: 0 };
  const feedback = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey },
    ExpressionAttributeValues: { ':list': LISTS.feedback },
  });
  for (const item of feedback) {
    if (item[COUNTED_IN_RATINGS] === true) continue;
    if (await countStoredRating(String(item.bookingId), Number(item.rating), String(item.createdAt)))
      done.ratings += 1;
  }
  const completed = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list',
    FilterExpression: '#status = :completed',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#status': 'status' },
    ExpressionAttributeValues: { ':list': LISTS.bookings, ':completed': 'completed' },
  });
  for (const item of completed) {
    const at = typeof item.updatedAt === 'string' ? item.updatedAt : String(item.createdAt);
    if (await noteClientServed(String(item.userId), at)) done.clients += 1;
  }
  return done;
};

const main = async () => {
  const values = backfillArgs('backfill:site-figures');
  if (!values) return;
  // As backfill-staff-ids.ts: the API's code reads its settings from the environment; only the table is used.
  Object.assign(process.env, {
    TABLE_NAME: values.table,
    AWS_REGION: values.region ?? process.env.AWS_REGION ?? REGION,
    STAGE: process.env.STAGE ?? 'backfill',
    INVOICE_BUCKET: process.env.INVOICE_BUCKET ?? 'unused',
    MAIL_FROM: process.env.MAIL_FROM ?? 'unused@example.com',
    MAIL_TO: process.env.MAIL_TO ?? 'unused@example.com',
    SITE_URL: process.env.SITE_URL ?? 'https://example.com',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(values.endpoint
      ? {
          AWS_ENDPOINT_URL_DYNAMODB: values.endpoint,
          AWS_ACCESS_KEY_ID: 'local',
          AWS_SECRET_ACCESS_KEY: 'local',
        }
      : {}),
  });
  const done = await backfillSiteFigures();
  console.log(
    `in ${values.table}: ${done.ratings} stored ratings counted, ${done.clients} clients counted as served`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
