import type { Booking } from '../../shared/schemas/booking';
import type { VisitRecord } from '../../shared/schemas/visit-day';
import { type BookingCondition, bookingCondition, bookingKey } from '../data/booking';
import { type Idempotency, transactOnce } from '../data/idempotency';
import { lostRace } from '../data/transaction';
import { env } from '../lib/env';

type Item = Record<string, unknown>;

/**
 * The writes of a visit's day. Each sets only the fields of the booking's `visit` record it
 * changes, never the record whole, so a tick, an arrival and the office's correction made at once all
 * land; and each holds, in its condition, the state the rules were asked about (confirmed, still the
 * member's, at the time read, checked in or not), so two racing requests record one.
 */

/** What the visit's record must be: true, the field is there; false, it is not; absent, either. */
export interface VisitState {
  onMyWay?: boolean;
  checkedIn?: boolean;
  checkedOut?: boolean;
}

const STATE_FIELDS = { onMyWay: 'onMyWayAt', checkedIn: 'actualStart', checkedOut: 'actualEnd' } as const;

/** The state's clauses, with the names they use (DynamoDB refuses a name an expression does not use). */
const stateCondition = (state: VisitState) => {
  const names: Record<string, string> = {};
  const clauses = (Object.keys(STATE_FIELDS) as (keyof VisitState)[]).flatMap((flag) => {
    const wanted = state[flag];
    if (wanted === undefined) return [];
    const field = STATE_FIELDS[flag];
    names[`#${field}`] = field;
    return [`${wanted ? 'attribute_exists' : 'attribute_not_exists'}(#visit.#${field})`];
  });
  return { clauses, names };
};

/**
 * The update that records `fields` of the visit (and `set`, top-level attributes beside them): into
 * the record the booking has, or as the record when it has none yet (conditional on each, so a
 * record made meanwhile sends the caller round again).
 */
export const visitUpdate = (
  booking: Booking,
  change: { fields: Partial<VisitRecord>; set?: Item },
  condition: BookingCondition,
  state: VisitState,
) => {
  const base = bookingCondition(condition);
  const held = stateCondition(state);
  const names: Record<string, string> = { ...base.names, ...held.names, '#visit': 'visit' };
  const values: Item = { ...base.values };
  const fields = Object.entries(change.fields).filter(([, value]) => value !== undefined);
  const sets: string[] = [];
  if (booking.visit) {
    fields.forEach(([name, value], index) => {
      names[`#f${index}`] = name;
      values[`:f${index}`] = value;
      sets.push(`#visit.#f${index} = :f${index}`);
    });
  } else {
    values[':visit'] = Object.fromEntries(fields);
    sets.push('#visit = :visit');
  }
  Object.entries(change.set ?? {}).forEach(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    sets.push(`#a${index} = :a${index}`);
  });
  return {
    TableName: env().TABLE_NAME,
    Key: bookingKey(booking.id),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: [
      base.expression,
      booking.visit ? 'attribute_exists(#visit)' : 'attribute_not_exists(#visit)',
      ...held.clauses,
    ].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
};

/**
 * One checklist item ticked or unticked, by its place in the list and only while that place still
 * holds that item, between check-in and check-out: two items ticked at once both land.
 */
export const tickUpdate = (
  booking: Booking,
  tick: { index: number; itemId: string; done: boolean; note?: string; at: string },
  condition: BookingCondition,
) => {
  const base = bookingCondition(condition);
  const held = stateCondition({ checkedIn: true, checkedOut: false });
  const item = `#visit.#checklist[${tick.index}]`;
  const sets = [`${item}.#done = :done`, `${item}.#at = :at`, '#updatedAt = :at'];
  if (tick.note !== undefined) sets.push(`${item}.#note = :note`);
  return {
    TableName: env().TABLE_NAME,
    Key: bookingKey(booking.id),
    UpdateExpression: `SET ${sets.join(', ')}${tick.note === undefined ? ` REMOVE ${item}.#note` : ''}`,
    ConditionExpression: [base.expression, `${item}.#id = :itemId`, ...held.clauses].join(' AND '),
    ExpressionAttributeNames: {
      ...base.names,
      ...held.names,
      '#visit': 'visit',
      '#checklist': 'checklist',
      '#done': 'done',
      '#at': 'at',
      '#note': 'note',
      '#id': 'id',
      '#updatedAt': 'updatedAt',
    },
    ExpressionAttributeValues: {
      ...base.values,
      ':done': tick.done,
      ':at': tick.at,
      ':itemId': tick.itemId,
      ...(tick.note === undefined ? {} : { ':note': tick.note }),
    },
  };
};

/**
 * Writes a day's update with its notices in one transaction, with the request's idempotency record
 * when it has a key (`marker` is what that record keeps). `written`; `replayed` when a twin of the
 * request under the same key got there first (nothing more is written); undefined when the booking
 * no longer met the condition, for the caller to read it again and say why.
 */
export const writeDay = async (
  update: Item,
  notices: Item[],
  marker: Item,
  idempotency: Idempotency | undefined,
): Promise<'written' | 'replayed' | undefined> => {
  try {
    const { created } = await transactOnce([{ Update: update }, ...notices], marker, idempotency);
    return created ? 'written' : 'replayed';
  } catch (error) {
    if (lostRace(error, 0)) return undefined;
    throw error;
  }
};
