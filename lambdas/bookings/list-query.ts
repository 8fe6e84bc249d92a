import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '../../shared/london-time';
import type { AdminBookingQuery } from '../../shared/schemas/booking';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { byDate, LISTS } from '../lib/keys';

type Item = Record<string, unknown>;

/** How many reads one page may take when filters leave most of what is read out. */
const MAX_ROUNDS = 20;

/**
 * The date range a view covers, as by-date index bounds: upcoming runs from today (so today's visits
 * come first) onwards, past runs back from yesterday; `from` and `to` narrow either.
 */
export const viewBounds = (query: Pick<AdminBookingQuery, 'view' | 'from' | 'to'>, today: string) => {
  const upcoming = query.view === 'upcoming';
  const lower = upcoming ? (query.from && query.from > today ? query.from : today) : query.from;
  const yesterday = addDays(today, -1);
  const upper = upcoming ? query.to : query.to && query.to < yesterday ? query.to : yesterday;
  return { lower, upper, ascending: upcoming };
};

const filtersOf = (query: AdminBookingQuery) => {
  const names: Record<string, string> = {};
  const values: Item = {};
  const parts: string[] = [];
  const equal = (attribute: string, value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    parts.push(`#${attribute} = :${attribute}`);
  };
  equal('status', query.status);
  equal('serviceType', query.serviceType);
  equal('userId', query.clientId);
  if (query.q) {
    names['#search'] = 'clientSearch';
    values[':q'] = query.q.toLowerCase();
    parts.push('contains(#search, :q)');
  }
  return { names, values, expression: parts.length ? parts.join(' AND ') : undefined };
};

/**
 * One page of the office's list from the by-date index: a key range for the view and dates, filters
 * for the rest. DynamoDB filters after it reads, so a page is gathered over several reads, each no
 * larger than what is still wanted: the cursor then stops exactly after the last booking returned.
 */
export const queryBookingList = async (
  query: AdminBookingQuery,
  today: string,
  startKey: Item | undefined,
): Promise<{ items: Item[]; lastKey: Item | undefined }> => {
  const { lower, upper, ascending } = viewBounds(query, today);
  const filters = filtersOf(query);
  const range =
    lower && upper
      ? {
          condition: ' AND #sk BETWEEN :lower AND :upper',
          values: { ':lower': lower, ':upper': `${upper}T~` },
        }
      : lower
        ? { condition: ' AND #sk >= :lower', values: { ':lower': lower } }
        : upper
          ? { condition: ' AND #sk <= :upper', values: { ':upper': `${upper}T~` } }
          : { condition: '', values: {} };
  if (lower && upper && lower > upper) return { items: [], lastKey: undefined };

  const items: Item[] = [];
  let lastKey = startKey;
  for (let round = 0; round < MAX_ROUNDS && items.length < query.limit; round += 1) {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        IndexName: byDate.name,
        KeyConditionExpression: `#pk = :list${range.condition}`,
        FilterExpression: filters.expression,
        ExpressionAttributeNames: {
          '#pk': byDate.partitionKey,
          ...(range.condition ? { '#sk': byDate.sortKey } : {}),
          ...filters.names,
        },
        ExpressionAttributeValues: { ':list': LISTS.bookings, ...range.values, ...filters.values },
        ScanIndexForward: ascending,
        Limit: query.limit - items.length,
        ExclusiveStartKey: lastKey,
      }),
    );
    items.push(...(page.Items ?? []));
    lastKey = page.LastEvaluatedKey;
    if (!lastKey) break;
  }
  return { items, lastKey };
};
