import { isCare } from '../../shared/booking-rules';
import type { NoticeKind } from '../../shared/notices';
import { distanceFromDistrict } from '../../shared/postcode-districts';
import type { Booking } from '../../shared/schemas/booking';
import type { Profile } from '../../shared/schemas/user';
import type {
  ChecklistTick,
  CheckOut,
  Location,
  StaffVisit,
  VisitRecord,
} from '../../shared/schemas/visit-day';
import { earlyCheckOutOf, VISIT_DAY } from '../../shared/visit-day';
import { toBooking, writeBookingUpdate } from '../data/booking';
import { findReplay, type Idempotency, requestHash } from '../data/idempotency';
import { noteClientServed } from '../data/reviews';
import { takesTexts, textNoticePut } from '../data/text-notice';
import { isConditionFailure } from '../data/transaction';
import type { Caller } from '../lib/caller';
import { ConflictError, ValidationError } from '../lib/errors';
import { completedNotice } from './admin';
import { bookingNoticePut } from './repository';
import { memberIdOf, myVisit } from './visit-day';
import { tickUpdate, type VisitState, visitUpdate, writeDay } from './visit-day-repository';
import { refusalOf, type VisitAction } from './visit-day-rules';
import { readContext, toStaffVisit, type VisitContext } from './visit-day-view';

type Item = Record<string, unknown>;

/**
 * What a member records on the day: on the way, arrival, each item done, departure. Server
 * time always; a place only as its distance from the visit's district, never the place itself. Each
 * change and the notices it causes are one transaction, conditional on the state the rules were asked
 * about, so a retried or racing request records one change and one notice.
 */

/** Tries of a change that met another change of the same visit (an arrival racing "on my way"). */
const ATTEMPTS = 3;

export const dayMessages = {
  busy: 'This visit changed while it was being recorded. Please try again.',
  handoverNeeded: 'Please write the handover for the parents',
  handoverNotCare: 'Only care visits end with a handover',
  notOnChecklist: "This item is not on the visit's checklist",
  earlyReason: {
    before_start: 'The visit has not reached its booked start. Please say why you are leaving now',
    short: 'That is under half the booked time. Please say why you are leaving now',
  },
  nothingRecorded: 'Please tick what you did on the checklist, or write a note for the client',
} as const;

/** What one of the day's actions writes, and the notices the booking as it will be causes. */
interface DayPlan {
  fields: Partial<VisitRecord>;
  set?: Item;
  state: VisitState;
  notices: (after: Booking) => Item[];
}

/** The distance from the visit's district, rounded, when the phone said where it was and the district is known. */
const distanceOf = (booking: Booking, location: Location | undefined) =>
  location && booking.address
    ? distanceFromDistrict(booking.address.postcode, location, VISIT_DAY.distanceRoundingMetres)
    : undefined;

/** A client's notice of the day as a mail and, where they take texts, a text too: the same facts. */
const toldNow =
  (kind: NoticeKind, profile: Profile | undefined, at: string, now: Date) => (after: Booking) => {
    const facts = { booking: after, event: { at } };
    return [
      bookingNoticePut(kind, after, facts),
      ...(takesTexts(profile) ? [textNoticePut(kind, after, { facts, now })] : []),
    ];
  };

/** A finished cleaning visit's notice to the client: what was done, and how it went. */
const completedNoticePut = (after: Booking) => {
  const { kind, facts } = completedNotice(after);
  return bookingNoticePut(kind, after, facts);
};

/** The booking as the write will leave it (the record's fields that are set, beside the rest). */
const applyPlan = (booking: Booking, plan: DayPlan): Booking => ({
  ...booking,
  ...plan.set,
  visit: {
    ...booking.visit,
    ...Object.fromEntries(Object.entries(plan.fields).filter(([, value]) => value !== undefined)),
  },
});

/** The visit as its member sees it now: the answer to a request already recorded under its key. */
const currentView = async (staffId: string, id: string, now: Date) => {
  const booking = await myVisit(staffId, id, now);
  return toStaffVisit(booking, await readContext(booking, now), staffId, now);
};

/**
 * Reads the visit (404 unless the caller's and in sight), asks the rules (409 with why), plans the
 * change, and writes it with its notices under the state read, reading again if the visit moved on
 * meanwhile. A request with an Idempotency-Key seen before records nothing and answers the visit as it
 * is; the key's record holds no copy of the visit (its address, the children): only that it was done.
 */
const recordDay = async (
  caller: Caller,
  id: string,
  action: Exclude<VisitAction, 'tick'>,
  request: { route: string; body: unknown; key: string | undefined },
  plan: (booking: Booking, context: VisitContext) => DayPlan,
  now: Date,
): Promise<StaffVisit> => {
  const staffId = await memberIdOf(caller);
  const idempotency: Idempotency | undefined = request.key
    ? {
        scope: `${request.route}#${caller.sub}`,
        key: request.key,
        hash: requestHash({ id, body: request.body }),
      }
    : undefined;
  if (idempotency && (await findReplay(idempotency.scope, idempotency.key, idempotency.hash)) !== undefined)
    return currentView(staffId, id, now);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const booking = await myVisit(staffId, id, now);
    const refusal = refusalOf(booking, action, now);
    if (refusal) throw new ConflictError(refusal.message, refusal.code);
    const context = await readContext(booking, now);
    const planned = plan(booking, context);
    const after = applyPlan(booking, planned);
    const update = visitUpdate(
      booking,
      { fields: planned.fields, set: planned.set },
      { statuses: ['confirmed'], scheduleVersion: booking.scheduleVersion, staffId },
      planned.state,
    );
    const outcome = await writeDay(update, planned.notices(after), { recorded: id }, idempotency);
    if (outcome === 'written') {
      // A check-out completes the visit; its client is counted among those served (once).
      // Not one that ended early: that waits for the office to look at it.
      if (after.status === 'completed' && !planned.set?.earlyCheckOut)
        await noteClientServed(after.userId, now.toISOString());
      return toStaffVisit(after, context, staffId, now);
    }
    if (outcome === 'replayed') return currentView(staffId, id, now);
  }
  throw new ConflictError(dayMessages.busy, 'busy');
};

export const visitOnMyWay = (
  caller: Caller,
  id: string,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<StaffVisit> => {
  const at = now.toISOString();
  return recordDay(
    caller,
    id,
    'onMyWay',
    { route: 'visitOnMyWay', body: {}, key: idempotencyKey },
    (_booking, { profile }) => ({
      fields: { onMyWayAt: at },
      set: { updatedAt: at },
      state: { onMyWay: false, checkedIn: false },
      notices: toldNow('visit-on-my-way', profile, at, now),
    }),
    now,
  );
};

/** Arrival: the time, the distance when given, and the service's checklist copied onto the visit. */
export const visitCheckIn = (
  caller: Caller,
  id: string,
  body: { location?: Location },
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<StaffVisit> => {
  const at = now.toISOString();
  return recordDay(
    caller,
    id,
    'checkIn',
    { route: 'visitCheckIn', body, key: idempotencyKey },
    (booking, { profile, template }) => ({
      fields: {
        actualStart: at,
        startDistanceMetres: distanceOf(booking, body.location),
        checklist: template.map((item) => ({ id: item.id, label: item.label, done: false })),
      },
      set: { updatedAt: at },
      state: { checkedIn: false },
      // Parents hear that the carer has arrived; a cleaning visit's client is told at the end.
      notices: isCare(booking.serviceType) ? toldNow('care-arrived', profile, at, now) : () => [],
    }),
    now,
  );
};

/** The handover as stored: the fields the carer wrote. */
const handoverOf = (handover: CheckOut['handover']) =>
  handover
    ? Object.fromEntries(Object.entries(handover).filter(([, value]) => value !== undefined))
    : undefined;

/**
 * Departure: the visit is completed with its actual end beside its start. A care visit's handover is
 * required and reaches the parents at once ('care-departed', in place of the "how did we do?"); any
 * other visit's client gets the "how did we do?" with what was done.
 */
export const visitCheckOut = (
  caller: Caller,
  id: string,
  body: CheckOut,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<StaffVisit> => {
  const at = now.toISOString();
  return recordDay(
    caller,
    id,
    'checkOut',
    { route: 'visitCheckOut', body, key: idempotencyKey },
    (booking, { profile }) => {
      const care = isCare(booking.serviceType);
      if (care && !body.handover)
        throw new ValidationError([{ path: 'handover', message: dayMessages.handoverNeeded }]);
      if (!care && body.handover)
        throw new ValidationError([{ path: 'handover', message: dayMessages.handoverNotCare }]);
      // A visit ended before its start or well short of it says why, for the office.
      const early = earlyCheckOutOf({ ...booking, actualStart: booking.visit?.actualStart }, now);
      if (early && !body.earlyReason)
        throw new ValidationError([{ path: 'earlyReason', message: dayMessages.earlyReason[early] }]);
      // And the client is told what was done: something ticked, or a note (a care visit's is the handover).
      if (!care && !body.note && !(booking.visit?.checklist ?? []).some((item) => item.done))
        throw new ValidationError([{ path: 'note', message: dayMessages.nothingRecorded }]);
      const minutes = booking.visit?.actualStart
        ? Math.round((now.getTime() - Date.parse(booking.visit.actualStart)) / 60_000)
        : 0;
      return {
        fields: {
          actualEnd: at,
          endDistanceMetres: distanceOf(booking, body.location),
          note: body.note,
          handover: handoverOf(body.handover),
        },
        set: {
          status: 'completed',
          updatedAt: at,
          ...(early && body.earlyReason
            ? { earlyCheckOut: { kind: early, reason: body.earlyReason, at, minutes } }
            : {}),
        },
        state: { checkedIn: true, checkedOut: false },
        notices: (after) => [
          ...(care ? toldNow('care-departed', profile, at, now)(after) : [completedNoticePut(after)]),
          // The office is told at once of a visit that ended early, with the member's reason.
          ...(early && body.earlyReason
            ? [
                bookingNoticePut('visit-ended-early', after, {
                  booking: after,
                  ...(profile ? { client: { name: profile.fullName, email: profile.email } } : {}),
                  early: { kind: early, reason: body.earlyReason, minutes },
                }),
              ]
            : []),
        ],
      };
    },
    now,
  );
};

/** One item of the visit's checklist done (or not), with a note; only between check-in and check-out. */
export const tickChecklistItem = async (
  caller: Caller,
  params: { id: string; itemId: string },
  tick: ChecklistTick,
  now = new Date(),
): Promise<StaffVisit> => {
  const staffId = await memberIdOf(caller);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const booking = await myVisit(staffId, params.id, now);
    const refusal = refusalOf(booking, 'tick', now);
    if (refusal) throw new ConflictError(refusal.message, refusal.code);
    const index = booking.visit?.checklist?.findIndex((item) => item.id === params.itemId) ?? -1;
    if (index < 0) throw new ValidationError([{ path: 'itemId', message: dayMessages.notOnChecklist }]);
    const update = tickUpdate(
      booking,
      { index, itemId: params.itemId, done: tick.done, note: tick.note, at: now.toISOString() },
      { statuses: ['confirmed'], scheduleVersion: booking.scheduleVersion, staffId },
    );
    try {
      const after = toBooking((await writeBookingUpdate(update)) ?? {});
      return toStaffVisit(after, await readContext(after, now), staffId, now);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new ConflictError(dayMessages.busy, 'busy');
};
