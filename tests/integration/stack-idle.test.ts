import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { noticeKey, noticePut } from '../../lambdas/data/notice';
import { saveProfile } from '../../lambdas/data/profile';
import { db, mailFor, mailTo, postJson, stack, stackIdle } from './support';

/**
 * The signal every "nothing was sent" check relies on (local/stack.ts `idle`): once it settles, what the
 * stack was handed has been done, so these look straight away, without waiting.
 */
describe('the local stack says when it is idle', () => {
  it('after the table stream has been read to its end and the notice sender has sent what it was handed', async () => {
    const id = randomUUID();
    const email = `idle-${id}@example.org`;
    await saveProfile({ id, email, fullName: 'Ida Le', createdAt: new Date().toISOString() });
    const bookingId = randomUUID();
    const { Put } = noticePut(
      {
        kind: 'booking-confirmed',
        userId: id,
        subject: { type: 'booking', id: bookingId },
        facts: {
          booking: {
            id: bookingId,
            userId: id,
            serviceType: 'domestic_cleaning',
            serviceDate: '2027-03-10',
            serviceTime: '10:00',
            durationHours: 2,
            status: 'confirmed',
            createdAt: '2026-11-01T09:00:00.000Z',
            scheduleVersion: 0,
          },
        },
      },
      new Date(),
    );
    await db.send(new TransactWriteCommand({ TransactItems: [{ Put }] }));

    await stackIdle();
    const { Item } = await db.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: noticeKey(Put.Item.subject, Put.Item.id),
        ConsistentRead: true,
      }),
    );
    expect(Item?.status).toBe('sent');
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("after an enquiry's asynchronous hand-over to the mail sender has run", async () => {
    const email = `idle-${randomUUID()}@example.org`;
    const response = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Ida Le',
      email,
      subject: 'Idle',
      message: 'Mailed by the time the stack is idle.',
    });
    expect(response.status).toBe(201);
    await stackIdle();
    // The company's copy (reply-to the visitor) and the acknowledgement.
    expect(await mailFor(email)).toHaveLength(2);
  });
});
