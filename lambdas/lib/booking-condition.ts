import type { BookingStatus } from '../../shared/schemas/booking';
import { PK } from './keys';

export interface BookingCondition {
  /** The statuses the booking must be in. */
  statuses: readonly BookingStatus[];
  /** When set, the booking must still be when, where and as long as it was when read. */
  scheduleVersion?: number;
}

/**
 * What a booking must still be for a write to go ahead: there, in one of the statuses and, when asked,
 * at the schedule version read. For a booking's own update and for a ConditionCheck beside another
 * item (the reminder sweep's), so both read "still the same visit" the same way.
 */
export const bookingCondition = (condition: BookingCondition) => {
  const names: Record<string, string> = { '#pk': PK, '#status': 'status' };
  const values: Record<string, unknown> = {};
  const statuses = condition.statuses.map((status, index) => {
    values[`:status${index}`] = status;
    return `:status${index}`;
  });
  let expression = `attribute_exists(#pk) AND #status IN (${statuses.join(', ')})`;
  if (condition.scheduleVersion !== undefined) {
    // Items written before versions existed count as version 0.
    expression +=
      ' AND (scheduleVersion = :version OR (attribute_not_exists(scheduleVersion) AND :version = :zero))';
    values[':version'] = condition.scheduleVersion;
    values[':zero'] = 0;
  }
  return { expression, names, values };
};
