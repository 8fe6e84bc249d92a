import { formatDate } from '../../shared/dates';
import { ENQUIRY_SENDER_LABELS } from '../../shared/enquiry-labels';
import { londonParts } from '../../shared/london-time';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import {
  type AdminEnquiryQuery,
  ENQUIRY_TRANSITIONS,
  type EnquiryListItem,
  type UpdateEnquiryStatus,
} from '../../shared/schemas/enquiry';
import { ENQUIRY_LIST } from '../data/enquiry';
import { enquiryMail } from '../data/enquiry-mail';
import { actorName } from '../data/profile';
import { ListFilter, queryFilteredAll, queryFilteredPage } from '../data/query';
import type { Caller } from '../lib/caller';
import { toCsv, tooManyRows } from '../lib/csv';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { toListItem } from './list-item';
import type { EnquiryRecord } from './record';
import { changeStatus, getEnquiry, requestInvite } from './repository';
import { invitationNotice } from './service';

type Filters = Omit<AdminEnquiryQuery, 'limit' | 'cursor'>;

const filterOf = ({ status, type, q }: Filters): ListFilter => {
  const filter = new ListFilter().search('search', q);
  if (status)
    filter.where(
      // Enquiries stored before statuses existed have none: they are new.
      status === 'new' ? '(attribute_not_exists(#status) OR #status = :status)' : '#status = :status',
      { '#status': 'status' },
      { ':status': status },
    );
  if (type)
    filter.where('#enquiry.#type = :type', { '#enquiry': 'enquiry', '#type': 'type' }, { ':type': type });
  return filter;
};

/** Enquiries as the inbox lists them, each with where its mail stands (its notices, decision 012). */
const withMail = async (records: EnquiryRecord[]): Promise<EnquiryListItem[]> => {
  const mail = await enquiryMail(records);
  return records.map((record) => toListItem(record, mail.get(record.id)));
};

const oneWithMail = async (record: EnquiryRecord) => (await withMail([record]))[0] as EnquiryListItem;

/** The office's inbox, filtered, a page at a time. */
export const listEnquiries = async (query: AdminEnquiryQuery) => {
  const { items, lastKey } = await queryFilteredPage({
    list: ENQUIRY_LIST,
    filter: filterOf(query),
    ascending: query.order === 'oldest',
    limit: query.limit,
    startKey: decodeCursor(query.cursor, ENQUIRY_LIST),
  });
  return { items: await withMail(items as unknown as EnquiryRecord[]), nextCursor: encodeCursor(lastKey) };
};

/** A moment as the office reads it: its date and 24-hour time in London. */
const when = (at: string | undefined) => {
  if (!at) return '';
  const { date, time } = londonParts(new Date(at));
  return `${formatDate(date)} ${time}`;
};

const COLUMNS = [
  { header: 'Received', value: (e: EnquiryListItem) => when(e.receivedAt) },
  { header: 'Status', value: (e: EnquiryListItem) => e.status },
  { header: 'Kind', value: (e: EnquiryListItem) => e.type },
  { header: 'Name', value: (e: EnquiryListItem) => e.name },
  { header: 'Email', value: (e: EnquiryListItem) => e.email },
  { header: 'Telephone', value: (e: EnquiryListItem) => e.telephone },
  { header: 'Summary', value: (e: EnquiryListItem) => e.summary },
  {
    header: 'Details',
    value: (e: EnquiryListItem) => e.fields.map((field) => `${field.label}: ${field.value}`).join('\n'),
  },
  { header: 'Status changed by', value: (e: EnquiryListItem) => e.statusChanged?.by },
  { header: 'Status changed at', value: (e: EnquiryListItem) => when(e.statusChanged?.at) },
  { header: 'Invited at', value: (e: EnquiryListItem) => when(e.invite?.sentAt ?? e.invite?.at) },
  { header: 'Mail', value: (e: EnquiryListItem) => e.mailStatus },
  {
    header: 'Sender',
    value: (e: EnquiryListItem) =>
      e.senderId ? ENQUIRY_SENDER_LABELS.signedIn : ENQUIRY_SENDER_LABELS.unverified,
  },
  { header: 'Client id', value: (e: EnquiryListItem) => e.senderId },
];

/** The filtered inbox as CSV; a list longer than one file holds is narrowed with its filters first. */
export const exportEnquiries = async (filters: Filters): Promise<CsvFile> => {
  const { items, more } = await queryFilteredAll(
    { list: ENQUIRY_LIST, filter: filterOf(filters), ascending: filters.order === 'oldest' },
    MAX_CSV_ROWS,
  );
  if (more) throw tooManyRows();
  return toCsv('enquiries', COLUMNS, await withMail(items as unknown as EnquiryRecord[]));
};

/** Who an admin is, as the inbox names them: their name, else their sign-in. */
const existing = async (id: string) => {
  const record = await getEnquiry(id);
  if (!record) throw new NotFoundError('Enquiry not found');
  return record;
};

/**
 * Moves an enquiry on, only from the status the admin saw: of two admins racing, one moves it and the
 * other is told who did what, and when.
 */
export const updateEnquiryStatus = async (
  caller: Caller,
  id: string,
  { from, status }: UpdateEnquiryStatus,
  now = new Date(),
): Promise<EnquiryListItem> => {
  if (!ENQUIRY_TRANSITIONS[from].includes(status))
    throw new ValidationError(
      [{ path: 'status', message: `An enquiry that is ${from} cannot be marked ${status}` }],
      `An enquiry that is ${from} cannot be marked ${status}`,
    );
  const saved = await changeStatus(id, {
    from,
    to: status,
    by: await actorName(caller),
    byId: caller.sub,
    at: now.toISOString(),
  });
  if (saved) return oneWithMail(saved);
  const current = toListItem(await existing(id));
  const change = current.statusChanged;
  throw new ConflictError(
    change
      ? `This enquiry was marked ${current.status} by ${change.by} at ${when(change.at)}.`
      : `This enquiry is ${current.status}.`,
    'status_changed',
  );
};

/** Invites the sender to open an account: recorded on the enquiry with its notice, in one transaction. */
export const inviteEnquirer = async (
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<EnquiryListItem> => {
  const record = await existing(id);
  const saved = await requestInvite(
    id,
    { by: await actorName(caller), byId: caller.sub, at: now.toISOString() },
    invitationNotice(record),
  );
  if (!saved) {
    const current = toListItem(await existing(id));
    throw new ConflictError(
      `An invitation was already sent by ${current.invite?.by} at ${when(current.invite?.at)}.`,
      'already_invited',
    );
  }
  return oneWithMail(saved);
};
