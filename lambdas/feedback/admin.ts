import { formatDate } from '../../shared/dates';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../shared/schemas/booking';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import type { AdminFeedback, AdminFeedbackQuery, FeedbackSummary } from '../../shared/schemas/feedback';
import { toFeedback } from '../data/feedback';
import { getProfiles } from '../data/profile';
import { ListFilter, queryFilteredAll, queryFilteredPage } from '../data/query';
import { LISTS } from '../data/table';
import { toCsv, tooManyRows } from '../lib/csv';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { getBookings } from './repository';

type Item = Record<string, unknown>;
type Filters = Omit<AdminFeedbackQuery, 'limit' | 'cursor'>;

const filterOf = ({ rating, q }: Filters): ListFilter => {
  const filter = new ListFilter().search('clientSearch', q);
  return rating === undefined
    ? filter
    : filter.where('#rating = :rating', { '#rating': 'rating' }, { ':rating': rating });
};

const isServiceType = (value: unknown): value is (typeof SERVICE_TYPES)[number] =>
  (SERVICE_TYPES as readonly unknown[]).includes(value);

/** Each piece with its client (while their account exists) and its visit, read a page at a time. */
const withVisits = async (items: Item[]): Promise<AdminFeedback[]> => {
  const feedback = items.map(toFeedback);
  const [profiles, bookings] = await Promise.all([
    getProfiles(feedback.map((entry) => entry.userId)),
    getBookings(feedback.map((entry) => entry.bookingId)),
  ]);
  return feedback.map((entry) => {
    const profile = profiles.get(entry.userId);
    const booking = bookings.get(entry.bookingId);
    return {
      ...entry,
      ...(profile ? { clientName: profile.fullName, clientEmail: profile.email } : {}),
      ...(booking && isServiceType(booking.serviceType) ? { serviceType: booking.serviceType } : {}),
      ...(typeof booking?.serviceDate === 'string' ? { serviceDate: booking.serviceDate } : {}),
      ...(typeof booking?.serviceTime === 'string' ? { serviceTime: booking.serviceTime } : {}),
    };
  });
};

/**
 * How many pieces the filters match and their average rating, read from the same partition with only
 * the rating projected (docs/data-model.md gives what this costs as feedback grows).
 */
const summarise = async (filters: Filters): Promise<FeedbackSummary> => {
  const { items } = await queryFilteredPage({
    list: LISTS.feedback,
    filter: filterOf(filters),
    ascending: false,
    limit: Number.MAX_SAFE_INTEGER,
    startKey: undefined,
    maxRounds: Number.POSITIVE_INFINITY,
    projection: ['rating'],
  });
  const ratings = items.map((item) => Number(item.rating));
  const count = ratings.length;
  const average = count ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / count) * 100) / 100 : null;
  return { count, average };
};

/** The office's feedback, a page at a time; the first page also says how many match and their average. */
export const listAllFeedback = async (query: AdminFeedbackQuery) => {
  const startKey = decodeCursor(query.cursor, LISTS.feedback);
  const [{ items, lastKey }, summary] = await Promise.all([
    queryFilteredPage({
      list: LISTS.feedback,
      filter: filterOf(query),
      ascending: query.order === 'oldest',
      limit: query.limit,
      startKey,
    }),
    startKey ? undefined : summarise(query),
  ]);
  return {
    items: await withVisits(items),
    nextCursor: encodeCursor(lastKey),
    ...(summary ? { summary } : {}),
  };
};

const COLUMNS = [
  { header: 'Given', value: (f: AdminFeedback) => formatDate(f.createdAt) },
  { header: 'Rating', value: (f: AdminFeedback) => f.rating },
  { header: 'Comment', value: (f: AdminFeedback) => f.comment },
  { header: 'Client', value: (f: AdminFeedback) => f.clientName ?? 'Account deleted' },
  { header: 'Client email', value: (f: AdminFeedback) => f.clientEmail },
  {
    header: 'Service',
    value: (f: AdminFeedback) => (isServiceType(f.serviceType) ? SERVICE_TYPE_LABELS[f.serviceType] : ''),
  },
  { header: 'Visit date', value: (f: AdminFeedback) => (f.serviceDate ? formatDate(f.serviceDate) : '') },
  { header: 'Visit time', value: (f: AdminFeedback) => f.serviceTime },
  { header: 'Booking', value: (f: AdminFeedback) => f.bookingId },
];

/** The filtered list as CSV; a list longer than one file holds is narrowed with its filters first. */
export const exportFeedback = async (filters: Filters): Promise<CsvFile> => {
  const { items, more } = await queryFilteredAll(
    { list: LISTS.feedback, filter: filterOf(filters), ascending: filters.order === 'oldest' },
    MAX_CSV_ROWS,
  );
  if (more) throw tooManyRows();
  const rows: AdminFeedback[] = [];
  // Enriched a hundred at a time, as a page of the list is.
  for (let start = 0; start < items.length; start += 100)
    rows.push(...(await withVisits(items.slice(start, start + 100))));
  return toCsv('feedback', COLUMNS, rows);
};
