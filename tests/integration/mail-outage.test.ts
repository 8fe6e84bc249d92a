import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_NOTICE_IDS, enquiryKey } from '../../lambdas/data/enquiry';
import { enquiryMail, type StoredMailState } from '../../lambdas/data/enquiry-mail';
import { NOTICE_QUEUE, noticeKey } from '../../lambdas/data/notice';
import { sendDueNotices } from '../../lambdas/notices/reactions';
import { db, emulator, eventually, mailFor, postJson, stack, stackIdle } from './support';

const stored = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;

/** Where an enquiry's mail stands, as the office's inbox derives it from its notices (decision 012). */
const mailOf = async (id: string) => (await enquiryMail([(await stored(id)) as StoredMailState])).get(id);

const officeCopy = async (id: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: noticeKey({ type: 'enquiry', id }, ENQUIRY_NOTICE_IDS.office(id)),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('mail outage', () => {
  it('keeps the enquiry, shows its mail unsent, and the notice sender sends it when mail is back', async () => {
    await emulator('ses', 'stop');
    const email = `outage-${randomUUID()}@example.org`;
    const response = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Ola Nowak',
      email,
      subject: 'Outage test',
      message: 'This message must survive a mail outage.',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The enquiry is stored with its notices; the sender's first attempt (from the stream) meets the outage.
    expect(await stored(id)).toBeDefined();
    const unsent = await eventually(async () => {
      const mail = await mailOf(id);
      expect(mail?.mailStatus).toBe('unsent');
      return mail;
    });
    await emulator('ses', 'start');

    expect(unsent?.mailAttempts).toBe(1);
    expect((await officeCopy(id))?.GSI1PK).toBe(NOTICE_QUEUE);
    // Nothing about this enquiry went, nor goes once mail is back before the retry is due.
    await stackIdle();
    expect(await mailFor(email)).toHaveLength(0);

    // Not due yet: the sender's schedule leaves it alone.
    await sendDueNotices(new Date());
    await stackIdle();
    expect((await mailOf(id))?.mailStatus).toBe('unsent');
    expect(await mailFor(email)).toHaveLength(0);
    // Two minutes later it is due, and mail is back.
    const outcome = await sendDueNotices(new Date(Date.now() + 120_000));
    expect(outcome.sent).toBeGreaterThanOrEqual(1);

    expect((await mailOf(id))?.mailStatus).toBe('sent');
    expect((await officeCopy(id))?.GSI1PK).toBeUndefined();
    const mail = await mailFor(email);
    expect(mail.filter((m) => m.destination.to.includes(email))).toHaveLength(1);
    expect(mail.filter((m) => m.replyTo?.includes(email))).toHaveLength(1);
  });
});
