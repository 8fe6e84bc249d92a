import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { enquiryKey } from '../../lambdas/enquiries/keys';
import { retryDueMail } from '../../lambdas/enquiries/service';
import { db, emulator, eventually, mailFor, postJson, stack, stackIdle } from './support';

const stored = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;

describe('mail outage', () => {
  it('keeps the enquiry, marks it unsent, and the retry job sends it when mail is back', async () => {
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
    expect(unsent?.GSI1PK).toBe('MAIL#UNSENT');
    // Nothing about this enquiry went, nor goes once mail is back before the retry is due.
    await stackIdle();
    expect(await mailFor(email)).toHaveLength(0);

    // Not due yet: the job leaves it alone.
    expect((await retryDueMail(25, new Date())).attempted).toBe(0);
    // Two minutes later it is due, and mail is back.
    const outcome = await retryDueMail(25, new Date(Date.now() + 120_000));
    expect(outcome.sent).toBeGreaterThanOrEqual(1);

    const sent = await stored(id);
    expect(sent?.mailStatus).toBe('sent');
    expect(sent?.GSI1PK).toBeUndefined();
    const mail = await mailFor(email);
    expect(mail.filter((m) => m.destination.to.includes(email))).toHaveLength(1);
    expect(mail.filter((m) => m.replyTo?.includes(email))).toHaveLength(1);
  });
});
