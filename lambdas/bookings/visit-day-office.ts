import { randomUUID } from 'node:crypto';
import type { AdminBooking, Booking } from '../../shared/schemas/booking';
import { SERVICE_TYPES } from '../../shared/schemas/booking';
import type { ErrorIssue } from '../../shared/schemas/error';
import type { AttendanceCorrection, ChecklistTemplates } from '../../shared/schemas/visit-day';
import { getBookingItem, toAdminBooking, toBooking } from '../data/booking';
import { getChecklistTemplates, saveChecklistTemplates, type Templates } from '../data/checklists';
import { actorName } from '../data/profile';
import { noteClientServed } from '../data/reviews';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { completedNotice, requireCompletable, withDetails } from './admin';
import { applied, bookingNoticePut, type Item, updateBooking } from './repository';
import { visitUpdate, writeDay } from './visit-day-repository';
import { attendanceTimes } from './visit-day-rules';

/**
 * The office's side of the day: a visit completed by hand or its times corrected, always
 * with a reason kept beside the times; and the checklists each service's visits copy.
 */

const ATTEMPTS = 3;

/**
 * Completes a confirmed visit that has started (the client's "how did we do?" goes as when the office
 * completes it by status), or corrects a completed one's actual times. The times are London
 * wall-clock on the visit's date, never in the future.
 */
export const correctAttendance = async (
  id: string,
  correction: AttendanceCorrection,
  now = new Date(),
): Promise<AdminBooking> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const item = await getBookingItem(id);
    if (!item) throw new NotFoundError('Booking not found');
    const booking = toBooking(item);
    if (booking.status === 'confirmed') requireCompletable(booking, now);
    else if (booking.status !== 'completed')
      throw new ConflictError(
        `A ${booking.status} visit has no times to record: confirm it first, or leave it cancelled.`,
        'invalid_transition',
      );
    const { start, end, issues } = attendanceTimes(booking.serviceDate, correction, now);
    if (issues.length > 0) throw new ValidationError(issues);
    const at = now.toISOString();
    const fields = {
      actualStart: start.toISOString(),
      actualEnd: end.toISOString(),
      correction: { reason: correction.reason, at },
    };
    const completing = booking.status === 'confirmed';
    const set = completing ? { status: 'completed', updatedAt: at } : { updatedAt: at };
    const after: Booking = {
      ...booking,
      ...set,
      status: 'completed',
      visit: { ...booking.visit, ...fields },
    };
    const update = visitUpdate(
      booking,
      { fields, set },
      { statuses: [booking.status], scheduleVersion: booking.scheduleVersion },
      {},
    );
    const completion = completing ? completedNotice(after) : undefined;
    const notices = completion ? [bookingNoticePut(completion.kind, after, completion.facts)] : [];
    if (await writeDay(update, notices, {}, undefined)) {
      // The client of a visit completed here is counted among those served (once).
      if (completing) await noteClientServed(booking.userId, at);
      const [detailed] = await withDetails([applied(item, { ...set, visit: after.visit }, [])]);
      if (detailed) return detailed;
    }
  }
  throw new ConflictError('This visit changed while it was being corrected. Please try again.', 'busy');
};

/**
 * The office confirms a visit that ended early was done (L1; decision 040): the booking's
 * `earlyCheckOut` gains who confirmed it and when, conditional on the visit still being completed with
 * that record unconfirmed, and its client is counted among those served. A payment of its invoice from
 * then on can earn a friend's referral credit; one already made did not, and the office grants that
 * credit by hand. Confirming twice answers the visit as it is.
 */
export const confirmEarlyCheckOut = async (
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<AdminBooking> => {
  const item = await getBookingItem(id);
  if (!item) throw new NotFoundError('Booking not found');
  const booking = toAdminBooking(item);
  const early = booking.earlyCheckOut;
  if (booking.status !== 'completed' || !early)
    throw new ConflictError('Only a visit that ended early waits for the office to confirm it.', 'not_early');
  let written: Item | undefined = item;
  if (!early.confirmed) {
    const at = now.toISOString();
    const confirmed = { by: await actorName(caller), at };
    written = await updateBooking(
      id,
      { earlyCheckOut: { ...early, confirmed }, updatedAt: at },
      { statuses: ['completed'], scheduleVersion: booking.scheduleVersion, unconfirmedEarly: true },
    );
    if (!written)
      throw new ConflictError('This visit changed while it was being confirmed. Please try again.', 'busy');
    await noteClientServed(booking.userId, at);
  }
  const [detailed] = await withDetails([written]);
  if (!detailed) throw new NotFoundError('Booking not found');
  return detailed;
};

/** A new item's id: short, as the templates are small and an id is unique only within its service. */
const newItemId = () => randomUUID().slice(0, 8);

/**
 * Saves every service's template: items the office kept keep their ids (a visit's checklist and the
 * office's screen both know them by id), new ones are named here. One id twice in a template is the
 * office's to fix.
 */
export const saveTemplates = async (
  body: ChecklistTemplates,
  now = new Date(),
): Promise<ChecklistTemplates> => {
  const issues: ErrorIssue[] = [];
  const templates = Object.fromEntries(
    SERVICE_TYPES.map((service) => {
      const seen = new Set<string>();
      const items = body.templates[service].map((item, index) => {
        const itemId = item.id ?? newItemId();
        if (seen.has(itemId))
          issues.push({ path: `templates.${service}.${index}.id`, message: 'This id is in the list twice' });
        seen.add(itemId);
        return { id: itemId, label: item.label };
      });
      return [service, items];
    }),
  ) as Templates;
  if (issues.length > 0) throw new ValidationError(issues);
  return saveChecklistTemplates(templates, now.toISOString());
};

export const getTemplates = async (): Promise<ChecklistTemplates> => ({
  templates: await getChecklistTemplates(),
});
