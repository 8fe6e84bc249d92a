import { isCare } from '../../shared/booking-rules';
import { londonParts } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import type { Child } from '../../shared/schemas/children';
import type { Key } from '../../shared/schemas/house-keys';
import type { Profile } from '../../shared/schemas/user';
import type { StaffVisit, StaffVisitSummary, VisitKey } from '../../shared/schemas/visit-day';
import { getChecklistTemplates, type TemplateItem } from '../data/checklists';
import { listChildren } from '../data/children';
import { getKey } from '../data/house-keys';
import { getProfile } from '../data/profile';
import { allowedNow, inSight } from './visit-day-rules';

/**
 * A visit as its member sees it: in the list, the client's first name and the town, and the
 * day's record only while the visit is in sight; opened, the home, access, instructions, the key and,
 * on a care visit's own date, the children. Nothing else of the client's account.
 */

/** `Jane` of `Jane Doe`: a member calls a client by first name, and needs no more of it. */
export const firstNameOf = (fullName: string | undefined): string => fullName?.trim().split(/\s+/)[0] ?? '';

export const toSummary = (booking: Booking, clientName: string | undefined, now: Date): StaffVisitSummary => {
  const open = inSight(booking.serviceDate, londonParts(now).date);
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate,
    serviceTime: booking.serviceTime,
    durationHours: booking.durationHours,
    status: booking.status,
    clientFirstName: firstNameOf(clientName),
    ...(booking.address ? { town: booking.address.town, postcode: booking.address.postcode } : {}),
    open,
    // What was recorded on the day (a care visit's handover among it) only while the visit is in sight.
    ...(open && booking.visit ? { visit: booking.visit } : {}),
  };
};

/** Where the member collects the visit's key: from the safe, their own pocket, a colleague, or nowhere. */
export const visitKeyOf = (key: Key, staffId: string): VisitKey => {
  const { holder } = key;
  const where = holder.type === 'staff' ? (holder.staffId === staffId ? 'you' : 'colleague') : holder.type;
  return {
    id: key.id,
    tag: key.tag,
    kind: key.kind,
    label: key.label,
    where,
    ...(where === 'colleague' && holder.type === 'staff' && holder.staffName
      ? { holderName: holder.staffName }
      : {}),
  };
};

/** What an opened visit shows besides the booking, read once per request. */
export interface VisitContext {
  profile?: Profile;
  key?: Key;
  children?: Child[];
  template: TemplateItem[];
}

/** Children for care visits on their own date only (and not once cancelled): the carer's need, no more. */
const showsChildren = (booking: Booking, now: Date) =>
  isCare(booking.serviceType) &&
  booking.serviceDate === londonParts(now).date &&
  booking.status !== 'cancelled';

export const readContext = async (booking: Booking, now: Date): Promise<VisitContext> => {
  const [profile, key, children, templates] = await Promise.all([
    getProfile(booking.userId),
    booking.keyId ? getKey(booking.keyId) : undefined,
    showsChildren(booking, now) ? listChildren(booking.userId) : undefined,
    booking.visit?.checklist ? undefined : getChecklistTemplates(),
  ]);
  return { profile, key, children, template: templates?.[booking.serviceType] ?? [] };
};

export const toStaffVisit = (
  booking: Booking,
  context: VisitContext,
  staffId: string,
  now: Date,
): StaffVisit => {
  const { profile, key, children } = context;
  const phone = profile?.phone ?? profile?.mobile;
  return {
    ...toSummary(booking, profile?.fullName, now),
    ...(booking.address ? { address: booking.address } : {}),
    ...(booking.accessNotes ? { accessNotes: booking.accessNotes } : {}),
    ...(booking.specialInstructions ? { specialInstructions: booking.specialInstructions } : {}),
    ...(phone ? { clientPhone: phone } : {}),
    ...(children && showsChildren(booking, now) ? { children } : {}),
    ...(key ? { key: visitKeyOf(key, staffId) } : {}),
    // The words the visit will copy at check-in; once it has, its own checklist is in `visit`.
    ...(booking.visit?.checklist ? {} : { checklistTemplate: context.template }),
    can: allowedNow(booking, now),
    needsHandover: isCare(booking.serviceType),
  };
};
