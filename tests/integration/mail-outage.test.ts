import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { enquiryKey, MAIL_QUEUE } from '../../lambdas/data/enquiry';
import { retryDueMail } from '../../lambdas/enquiries/service';
import { clearMail, db, emulator, eventually, mailFor, postJson, sentMail, stack } from './support';

const stored = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;

describe('mail outage', () => {
  it('keeps the enquiry, marks it unsent, and the retry job sends it when mail is back', async () => {
    await clearMail();
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
    // The mail sender's first attempt, after the answer, meets the outage.
    const unsent = await eventually(async () => {
      const item = await stored(id);
      expect(item?.mailStatus).toBe('unsent');
      return item;
    });
    await emulator('ses', 'start');

    expect(unsent?.mailAttempts).toBe(1);
    expect(unsent?.GSI1PK).toBe(MAIL_QUEUE);
    // Nothing about this enquiry went: other files' notices may be sent meanwhile, so only its own.
    expect(await mailFor(email)).toHaveLength(0);

    // Not due yet: the job leaves it alone.
    expect((await retryDueMail(25, new Date())).attempted).toBe(0);
    // Two minutes later it is due, and mail is back.
    const outcome = await retryDueMail(25, new Date(Date.now() + 120_000));
    expect(outcome.sent).toBeGreaterThanOrEqual(1);

    const sent = await stored(id);
    expect(sent?.mailStatus).toBe('sent');
    expect(sent?.GSI1PK).toBeUndefined();
    const mail = await sentMail();
    expect(mail.filter((m) => m.destination.to.includes(email))).toHaveLength(1);
    expect(mail.filter((m) => m.replyTo?.includes(email))).toHaveLength(1);
  });
});
