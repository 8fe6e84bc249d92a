import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { MailStatus } from '../../shared/schemas/enquiry';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { ENQUIRY_NOTICE_IDS } from './enquiry';
import { type NoticeRecord, noticeKey } from './notice';

/**
 * Where an enquiry's mail stands, as the office's inbox shows it (decision 012): derived from its
 * notices, the one record of each mail. Sent when every notice went; unsent when one failed or is
 * waiting after a failed attempt; pending while the first attempts are still to come.
 */
export interface EnquiryMail {
  mailStatus: MailStatus;
  mailAttempts: number;
  inviteSentAt?: string;
}

/** What an enquiry stored before decision 012 says of its own mail (it has no notices). */
export interface StoredMailState {
  id: string;
  mailStatus?: MailStatus;
  mailAttempts?: number;
  invite?: { sentAt?: string };
}

export const storedMail = (record: StoredMailState): EnquiryMail => ({
  mailStatus: record.mailStatus ?? 'pending',
  mailAttempts: record.mailAttempts ?? 0,
  ...(record.invite?.sentAt ? { inviteSentAt: record.invite.sentAt } : {}),
});

export const mailOf = (
  record: StoredMailState,
  notices: Pick<NoticeRecord, 'id' | 'status' | 'attempts' | 'sentAt'>[],
): EnquiryMail => {
  if (notices.length === 0) return storedMail(record);
  const unsent = notices.some(
    (notice) => notice.status === 'failed' || (notice.status !== 'sent' && notice.attempts > 0),
  );
  const invitation = notices.find((notice) => notice.id === ENQUIRY_NOTICE_IDS.invitation(record.id));
  return {
    mailStatus: notices.every((notice) => notice.status === 'sent') ? 'sent' : unsent ? 'unsent' : 'pending',
    mailAttempts: Math.max(...notices.map((notice) => notice.attempts)),
    ...(invitation?.sentAt ? { inviteSentAt: invitation.sentAt } : {}),
  };
};

const noticeKeysOf = (id: string) =>
  Object.values(ENQUIRY_NOTICE_IDS).map((noticeId) => noticeKey({ type: 'enquiry', id }, noticeId(id)));

/** The mail of each enquiry, by id: one BatchGet of their notices per 33 enquiries. */
export const enquiryMail = async (records: StoredMailState[]): Promise<Map<string, EnquiryMail>> => {
  const keys = records.flatMap((record) => noticeKeysOf(record.id));
  const notices: NoticeRecord[] = [];
  for (let start = 0; start < keys.length; start += 99) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + 99);
    // BatchGet may leave keys unread under load; they are asked for again until none are left.
    while (pending?.length) {
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({
          RequestItems: { [env().TABLE_NAME]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      notices.push(...((answer.Responses?.[env().TABLE_NAME] ?? []) as NoticeRecord[]));
      pending = answer.UnprocessedKeys?.[env().TABLE_NAME]?.Keys;
    }
  }
  const bySubject = new Map<string, NoticeRecord[]>();
  for (const notice of notices)
    bySubject.set(notice.subject.id, [...(bySubject.get(notice.subject.id) ?? []), notice]);
  return new Map(records.map((record) => [record.id, mailOf(record, bySubject.get(record.id) ?? [])]));
};
