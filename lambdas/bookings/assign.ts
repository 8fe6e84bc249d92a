import {
  ACTIVE_STATUSES,
  type AdminBooking,
  type AssignStaff,
  SERVICE_TYPE_LABELS,
  type StaffCandidates,
} from '../../shared/schemas/booking';
import {
  assignmentRefusals,
  OVERRIDABLE_REFUSALS,
  type Refusal,
  rankCandidates,
} from '../../shared/staff-rules';
import { bookingUpdate, getBookingItem, toAdminBooking, toBooking } from '../data/booking';
import { allStaff } from '../data/staff';
import { withDiaryStamps } from '../data/staff-month';
import { cancellationReasons, failedCondition } from '../data/transaction';
import { writeTransaction } from '../data/write';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { withDetails } from './admin';
import { conflictAfter, requireActive } from './move';
import { applied, bookingNoticePut, listUserBookingItems } from './repository';
import { dayWrite, findStaffMember, monthVisit, staffVisitsOn } from './staff-days';

type Item = Record<string, unknown>;

export const assignMessages = {
  noSuchStaff: 'No staff member with this id',
  busy: 'Visits of this person changed while this one was being given. Please try again.',
  needsReason: 'The rules say no; give a reason to go ahead anyway.',
} as const;

const findStaff = async (staffId: string) => {
  const member = await findStaffMember(staffId);
  if (!member) throw new ValidationError([{ path: 'staffId', message: assignMessages.noSuchStaff }]);
  return member;
};

/**
 * The rules' answer as the API gives it: 409 with every reason. `assignment_needs_reason` when a reason
 * would set all of them aside; `assignment_refused` when something no reason can (a credential, a
 * skill, an inactive member, two visits at once).
 */
const refused = (refusals: Refusal[]) => {
  const fixed = refusals.some((refusal) => !OVERRIDABLE_REFUSALS.has(refusal.code));
  const issues = refusals.map((refusal) => ({ path: 'staffId', message: refusal.message }));
  return fixed
    ? new AppError(409, 'assignment_refused', issues.map((issue) => issue.message).join(' '), issues)
    : new AppError(409, 'assignment_needs_reason', assignMessages.needsReason, issues);
};

const ATTEMPTS = 4;

/**
 * Gives a visit to a member of the team, or moves it from one to another (a confirmed visit's client is
 * told who comes now, in the same transaction). The rules are checked
 * against the member's day as read, and the write goes ahead only while that day, the visit and (when
 * it moves from someone) the previous member's day are all unchanged: one transaction. Losing a race
 * for the day reads it again, so two visits at once are never both given to one person.
 */
export const assignStaff = async (
  id: string,
  request: AssignStaff,
  now = new Date(),
): Promise<AdminBooking> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    // Read again on every try: a member marked as left since is refused by the rules, not retried.
    const member = await findStaff(request.staffId);
    const item = await getBookingItem(id);
    if (!item) throw new NotFoundError('Booking not found');
    const booking = toAdminBooking(item);
    requireActive(booking, 'given to anyone');
    if (booking.staffId === member.id) return (await withDetails([item]))[0] as AdminBooking;
    const day = await staffVisitsOn(member.id, booking.serviceDate);
    const { visits } = day;
    const refusals = assignmentRefusals(
      member,
      { ...booking, postcode: booking.address?.postcode },
      visits,
      SERVICE_TYPE_LABELS[booking.serviceType],
    );
    if (
      refusals.length > 0 &&
      (!request.overrideReason || refusals.some((r) => !OVERRIDABLE_REFUSALS.has(r.code)))
    )
      throw refused(refusals);
    const at = now.toISOString();
    const set: Item = { staffId: member.id, staffName: member.name, updatedAt: at };
    const remove: string[] = [];
    if (refusals.length > 0)
      set.assignmentOverride = {
        reason: request.overrideReason,
        at,
        refusals: refusals.map((refusal) => refusal.message),
      };
    else remove.push('assignmentOverride');
    const previous = booking.staffId ? await staffVisitsOn(booking.staffId, booking.serviceDate) : undefined;
    // A confirmed visit's client has been told who comes (or that it is being arranged): they are told
    // of the change in the same transaction. A pending visit's confirmation will name them.
    const after = toBooking(applied(item, set, remove));
    const notice =
      booking.status === 'confirmed'
        ? [
            bookingNoticePut('booking-staff-changed', after, {
              booking: after,
              ...(booking.staffName ? { previousStaffName: booking.staffName } : {}),
            }),
          ]
        : [];
    const condition = {
      statuses: ACTIVE_STATUSES,
      scheduleVersion: booking.scheduleVersion,
      staffId: booking.staffId ?? null,
    };
    try {
      await writeTransaction(
        withDiaryStamps([
          { Update: bookingUpdate(id, set, condition, remove) },
          dayWrite(day, { add: [monthVisit(booking)] }),
          ...(previous ? [dayWrite(previous, { remove: [id] })] : []),
          ...notice,
        ]),
      );
      const written = await getBookingItem(id);
      return (await withDetails([written ?? item]))[0] as AdminBooking;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      if (failedCondition(error, 0)) return conflictAfter(id, 'given to anyone');
      // A day changed under us: read again.
    }
  }
  throw new ConflictError(assignMessages.busy, 'busy');
};

/** Takes a visit back from whoever had it; a visit nobody has is answered as it is. */
export const unassignStaff = async (id: string, now = new Date()): Promise<AdminBooking> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const item = await getBookingItem(id);
    if (!item) throw new NotFoundError('Booking not found');
    const booking = toAdminBooking(item);
    if (!booking.staffId) return (await withDetails([item]))[0] as AdminBooking;
    requireActive(booking, 'handed back');
    const previous = await staffVisitsOn(booking.staffId, booking.serviceDate);
    try {
      await writeTransaction(
        withDiaryStamps([
          {
            Update: bookingUpdate(
              id,
              { updatedAt: now.toISOString() },
              { statuses: ACTIVE_STATUSES, staffId: booking.staffId },
              ['staffId', 'staffName', 'assignmentOverride'],
            ),
          },
          dayWrite(previous, { remove: [id] }),
        ]),
      );
      const written = await getBookingItem(id);
      return (await withDetails([written ?? item]))[0] as AdminBooking;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      if (failedCondition(error, 0)) return conflictAfter(id, 'handed back');
    }
  }
  throw new ConflictError(assignMessages.busy, 'busy');
};

/**
 * The office's picker: the active team for one visit, those the rules allow ranked best
 * first (the person the client had before, fewest visits that day, shared/staff-rules.ts), then the
 * others with what stands in their way. One read of the team, one of each member's day, and the
 * client's own visits for who came before.
 */
export const listStaffCandidates = async (id: string): Promise<StaffCandidates> => {
  const item = await getBookingItem(id);
  if (!item) throw new NotFoundError('Booking not found');
  const booking = toAdminBooking(item);
  const [team, clientVisits] = await Promise.all([
    allStaff().then((members) => members.filter((member) => member.active)),
    listUserBookingItems(booking.userId),
  ]);
  const days = await Promise.all(team.map((member) => staffVisitsOn(member.id, booking.serviceDate)));
  const visitsByStaff = new Map(team.map((member, index) => [member.id, days[index]?.visits ?? []]));
  const history = {
    visits: clientVisits
      .map(toBooking)
      .filter((other) => other.id !== booking.id && other.status !== 'cancelled')
      .flatMap((other) =>
        other.staffId ? [{ staffId: other.staffId, serviceDate: other.serviceDate }] : [],
      ),
  };
  const visit = { ...booking, postcode: booking.address?.postcode };
  const label = SERVICE_TYPE_LABELS[booking.serviceType];
  const ranked = rankCandidates(team, visit, visitsByStaff, history);
  const allowed = new Set(ranked.map(({ member }) => member.id));
  return {
    candidates: ranked.map(({ member, reasons }) => ({ id: member.id, name: member.name, reasons })),
    others: team
      .filter((member) => !allowed.has(member.id))
      .map((member) => {
        const refusals = assignmentRefusals(member, visit, visitsByStaff.get(member.id) ?? [], label);
        return {
          id: member.id,
          name: member.name,
          refusals: refusals.map((refusal) => refusal.message),
          overridable: refusals.every((refusal) => OVERRIDABLE_REFUSALS.has(refusal.code)),
        };
      }),
  };
};
