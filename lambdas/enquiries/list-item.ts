import {
  CLEANING_SERVICE_LABELS,
  ENQUIRY_FIELD_LABELS,
  type EnquiryField,
  NANNY_SERVICE_LABELS,
} from '../../shared/enquiry-labels';
import { HONEYPOT_FIELD } from '../../shared/enquiry-options';
import type { Enquiry, EnquiryListItem } from '../../shared/schemas/enquiry';
import { type EnquiryMail, storedMail } from '../data/enquiry-mail';
import type { EnquiryRecord } from './record';

const FIELDS = Object.keys(ENQUIRY_FIELD_LABELS) as EnquiryField[];

/** A value as the form showed it: a service choice by its label, anything else as typed. */
const shown = (enquiry: Enquiry, field: EnquiryField, value: unknown): string => {
  if (field === 'serviceRequired' && enquiry.type === 'cleaning')
    return CLEANING_SERVICE_LABELS[enquiry.serviceRequired];
  if (field === 'serviceRequired' && enquiry.type === 'nanny')
    return NANNY_SERVICE_LABELS[enquiry.serviceRequired];
  return String(value);
};

const LINKS: Partial<Record<EnquiryField, 'tel' | 'mailto'>> = { telephone: 'tel', email: 'mailto' };

/** The fields the visitor filled in, in the forms' order, each under the form's label. */
export const labelledFields = (enquiry: Enquiry): EnquiryListItem['fields'] => {
  const values = enquiry as Partial<Record<string, unknown>>;
  return FIELDS.filter((field) => values[field] !== undefined && values[field] !== '').map((field) => ({
    field,
    label: ENQUIRY_FIELD_LABELS[field],
    value: shown(enquiry, field, values[field]),
    ...(LINKS[field] ? { link: LINKS[field] } : {}),
  }));
};

/**
 * An enquiry as the office's inbox shows it: who, what about, every field labelled, where it stands,
 * and where its mail stands (from its notices, `enquiryMail`; on its own record before decision 012).
 */
export const toListItem = (
  record: EnquiryRecord,
  mail: EnquiryMail = storedMail(record),
): EnquiryListItem => {
  const { enquiry } = record;
  const { [HONEYPOT_FIELD]: _trap, ...sent } = enquiry as Enquiry & { [HONEYPOT_FIELD]?: string };
  const name = enquiry.type === 'general' ? enquiry.name : enquiry.fullName;
  const summary =
    enquiry.type === 'general'
      ? enquiry.subject
      : `${enquiry.type === 'cleaning' ? 'Cleaning' : 'Childcare'}: ${shown(enquiry, 'serviceRequired', '')}`;
  return {
    id: record.id,
    receivedAt: record.receivedAt,
    type: enquiry.type,
    name,
    email: enquiry.email,
    ...(enquiry.type === 'general' ? {} : { telephone: enquiry.telephone }),
    summary,
    fields: labelledFields(sent as Enquiry),
    status: record.status ?? 'new',
    ...(record.statusChangedBy && record.statusChangedAt
      ? { statusChanged: { by: record.statusChangedBy, at: record.statusChangedAt } }
      : {}),
    statusHistory: record.statusHistory ?? [],
    ...(record.invite
      ? {
          invite: {
            by: record.invite.by,
            at: record.invite.at,
            ...(mail.inviteSentAt ? { sentAt: mail.inviteSentAt } : {}),
          },
        }
      : {}),
    mailStatus: mail.mailStatus,
    mailAttempts: mail.mailAttempts,
    ...(record.senderId ? { senderId: record.senderId } : {}),
  };
};
