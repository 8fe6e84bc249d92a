import { type RealtimeChange, topicOf } from '../../shared/realtime';
import { PARTITION_PREFIXES } from '../../shared/table';
import { bookingKey } from './booking';
import { enquiryKey } from './enquiry';
import { feedbackKey } from './feedback';
import { invoiceKey } from './invoice';
import { staffKey } from './staff-key';
import { staffMonthKey } from './staff-month';
import { PK, SK } from './table';

type Image = Record<string, unknown>;

/** The attributes a change is told by: everything realtimeChangeOf reads, and nothing else. */
const TOLD_BY = [PK, SK, 'userId', 'staffId', 'status', 'scheduleVersion', 'version', 'active'];

/**
 * A stream image cut to TOLD_BY before it is read, so nothing else of an item (a client's details, an
 * attribute in a shape this code does not know) can reach a message or fail the batch.
 */
export const toldBy = <V>(image: Record<string, V>): Record<string, V> =>
  Object.fromEntries(TOLD_BY.flatMap((name) => (image[name] ? [[name, image[name]]] : [])));

/** A change to tell, and who hears it. */
export interface TopicChange {
  topics: string[];
  change: RealtimeChange;
  /** Topics whose connections are closed once told: a member marked as left hears it, then nothing more. */
  closes?: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The id after a partition's prefix, when the item's keys are exactly those `keyOf(id)` builds. */
const idIf = (image: Image, prefix: string, keyOf: (id: string) => Record<string, string>) => {
  const pk = text(image[PK]);
  if (!pk?.startsWith(prefix)) return undefined;
  const id = pk.slice(prefix.length);
  const expected = keyOf(id);
  return expected[PK] === pk && expected[SK] === image[SK] ? id : undefined;
};

/**
 * What a changed item (a stream record's new image, decision 028) tells whom: a client their own
 * bookings and invoices, a team member the visits given to them (their months change when a visit is
 * given, moved or taken away, so the member a visit left hears of it too), and the office everything
 * it lists. Ids, versions and statuses only: the screens refetch the rest through the API.
 */
export const realtimeChangeOf = (image: Image): TopicChange | undefined => {
  const booking = idIf(image, PARTITION_PREFIXES.booking, bookingKey);
  if (booking) {
    const client = text(image.userId);
    const staff = text(image.staffId);
    return {
      topics: [
        topicOf.office,
        ...(client ? [topicOf.user(client)] : []),
        ...(staff ? [topicOf.staff(staff)] : []),
      ],
      change: {
        type: 'change',
        kind: 'booking',
        id: booking,
        version: whole(image.scheduleVersion),
        status: text(image.status),
      },
    };
  }
  const feedback = idIf(image, PARTITION_PREFIXES.booking, feedbackKey);
  if (feedback)
    return { topics: [topicOf.office], change: { type: 'change', kind: 'feedback', id: feedback } };
  const invoice = idIf(image, PARTITION_PREFIXES.invoice, invoiceKey);
  if (invoice) {
    const client = text(image.userId);
    return {
      topics: [topicOf.office, ...(client ? [topicOf.user(client)] : [])],
      change: {
        type: 'change',
        kind: 'invoice',
        id: invoice,
        version: whole(image.version),
        status: text(image.status),
      },
    };
  }
  const enquiry = idIf(image, PARTITION_PREFIXES.enquiry, enquiryKey);
  if (enquiry) return { topics: [topicOf.office], change: { type: 'change', kind: 'enquiry', id: enquiry } };
  // A team record: the office's lists, and the member's own page (a member marked as left
  // refetches, is answered 401 and signed out, and their connections are closed).
  const member = idIf(image, PARTITION_PREFIXES.staff, staffKey);
  if (member)
    return {
      topics: [topicOf.office, topicOf.staff(member)],
      change: { type: 'change', kind: 'staff', id: member, version: whole(image.version) },
      ...(image.active === false ? { closes: [topicOf.staff(member)] } : {}),
    };
  const pk = text(image[PK]);
  const sk = text(image[SK]);
  if (pk?.startsWith(PARTITION_PREFIXES.staff) && sk) {
    const staffId = pk.slice(PARTITION_PREFIXES.staff.length);
    const month = sk.slice(sk.indexOf('#') + 1);
    if (staffMonthKey(staffId, month)[SK] === sk)
      return {
        topics: [topicOf.staff(staffId)],
        change: { type: 'change', kind: 'visits', id: month, version: whole(image.version) },
      };
  }
  return undefined;
};
