import type { EnquiryListItem } from '../../shared/schemas/enquiry';
import type { PageQuery } from '../../shared/schemas/pagination';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import type { EnquiryRecord } from './record';
import { listEnquiries } from './repository';

const toListItem = ({
  id,
  receivedAt,
  enquiry,
  mailStatus,
  mailAttempts,
}: EnquiryRecord): EnquiryListItem => {
  const { type, email, ...rest } = enquiry;
  const name = enquiry.type === 'general' ? enquiry.name : enquiry.fullName;
  const summary =
    enquiry.type === 'general'
      ? enquiry.subject
      : `${enquiry.type === 'cleaning' ? 'Cleaning' : 'Childcare'}: ${enquiry.serviceRequired}`;
  const details = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== '' && value !== undefined),
  ) as EnquiryListItem['details'];
  return { id, receivedAt, type, name, email, summary, details, mailStatus, mailAttempts };
};

export const listEnquiryPage = async ({ limit, cursor }: PageQuery) => {
  const { records, lastKey } = await listEnquiries(limit, decodeCursor(cursor));
  return { items: records.map(toListItem), nextCursor: encodeCursor(lastKey) };
};
