import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingItem, bookingKey, bookingPartition } from '../../lambdas/data/booking';
import {
  type NewNotice,
  NOTICE_QUEUE,
  NOTICE_SK_PREFIX,
  noticeKey,
  noticePut,
} from '../../lambdas/data/notice';
import { saveProfile, saveProfileDetails } from '../../lambdas/data/profile';
import { byUser } from '../../lambdas/data/table';
import { deliverNotice } from '../../lambdas/notices/delivery';
import { sendDueNotices } from '../../lambdas/notices/reactions';
import { sweepReminders } from '../../lambdas/notices/reminders';
import { handler } from '../../lambdas/notices/sender';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { business } from '../../shared/business';
import { londonInstant } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import type { Booking } from '../../shared/schemas/booking';
import { db, emulator, eventually, mailTo, stack, stackIdle } from './support';

// CloudWatch cannot run here: the count is observed where the function hands it to the metrics library
// (a spy on Powertools' own class, which calls through; no module is replaced, so files can share one).
const counted = vi.spyOn(Metrics.prototype, 'addMetric');
afterAll(() => counted.mockRestore());

const MINUTE = 60_000;

const newClient = async () => {
  const id = randomUUID();
  const email = `notice-${id}@example.org`;
  await saveProfile({ id, email, fullName: 'Nia Okafor', createdAt: new Date().toISOString() });
  return { id, email };
};

const aBooking = (userId: string, overrides: Partial<Booking> = {}): Booking => ({
  id: randomUUID(),
  userId,
  serviceType: 'domestic_cleaning',
  serviceDate: '2027-03-10',
  serviceTime: '10:00',
  durationHours: 2,
  status: 'confirmed',
  createdAt: '2026-11-01T09:00:00.000Z',
  scheduleVersion: 0,
  ...overrides,
});

const confirmation = (userId: string, booking = aBooking(userId)): NewNotice => ({
  kind: 'booking-confirmed',
  userId,
  subject: { type: 'booking', id: booking.id },
  facts: { booking },
});

/** Writes notices in one transaction, with whatever else the change writes, as the domains do. */
const write = async (notices: NewNotice[], now = new Date(), others: Record<string, unknown>[] = []) => {
  const items = notices.map((notice) => noticePut(notice, now));
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        ...items,
        ...others.map((Item) => ({ Put: { TableName: stack.env.TABLE_NAME, Item } })),
      ],
    }),
  );
  return items.map(({ Put }) => ({ subject: Put.Item.subject, id: Put.Item.id }));
};

const stored = async (ref: { subject: NewNotice['subject']; id: string }) =>
  (
    await db.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: noticeKey(ref.subject, ref.id),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('notice delivery', () => {
  it('delivers a notice written with its change to SES once, from the table stream, and marks it sent', async () => {
    const client = await newClient();
    const [ref] = await write([confirmation(client.id)]);
    if (!ref) throw new Error('no notice');
    const sent = await eventually(async () => {
      const item = await stored(ref);
      expect(item?.status).toBe('sent');
      return item;
    });
    expect(sent).toMatchObject({ to: client.email, attempts: 1, mailSubject: expect.any(String) });
    expect(sent?.messageId).toBeTruthy();
    expect(sent?.[byUser.partitionKey]).toBeUndefined();
    expect(sent?.[byUser.sortKey]).toBeUndefined();

    // The stream record again (a retried batch), and the schedule: neither sends it a second time. A
    // record the sender cannot read, in the same batch, is the only one reported back for a retry.
    const replay = {
      Records: [
        {
          eventName: 'INSERT',
          dynamodb: {
            SequenceNumber: '1',
            NewImage: marshall({ ...sent, status: 'pending' }, { removeUndefinedValues: true }),
          },
        },
        { eventName: 'INSERT', dynamodb: { SequenceNumber: '2', NewImage: { entity: { X: 'unreadable' } } } },
      ],
    };
    expect(await handler(replay)).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(await handler({})).toMatchObject({
      due: { sent: expect.any(Number) },
      reminders: { written: expect.any(Number) },
    });
    await sendDueNotices(new Date(Date.now() + 10 * MINUTE));

    await stackIdle();
    const mail = await mailTo(client.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.from).toBe(stack.env.MAIL_FROM);
    expect(mail[0]?.replyTo).toEqual([business.email]);
    expect(mail[0]?.subject).toBe(sent?.mailSubject);
  });

  it('sends once when two runs of the sender take the same notice at once', async () => {
    const client = await newClient();
    // Due in five minutes, so the stream's own run leaves it; the three runs below all find it due.
    const at = new Date(Date.now() + 5 * MINUTE);
    const [ref] = await write([confirmation(client.id)], at);
    if (!ref) throw new Error('no notice');
    const outcomes = await Promise.all([deliverNotice(ref, at), deliverNotice(ref, at), sendDueNotices(at)]);
    // The scheduled run may also send other files' notices that are due: what counts is this one's mail.
    const [first, second] = outcomes;
    expect([first, second].filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
    expect((await stored(ref))?.status).toBe('sent');
    await stackIdle();
    expect(await mailTo(client.email)).toHaveLength(1);
  });

  it('SES stopped: every notice written meanwhile is sent once it is back, none twice', async () => {
    const clients = await Promise.all([newClient(), newClient(), newClient()]);
    await emulator('ses', 'stop');
    let refs: Awaited<ReturnType<typeof write>> = [];
    try {
      refs = (await Promise.all(clients.map((client) => write([confirmation(client.id)])))).flat();
      // The stream's runs meet the outage: each notice waits for its retry, none is lost.
      await eventually(async () => {
        for (const ref of refs) {
          const item = await stored(ref);
          expect(item?.status).toBe('pending');
          expect(item?.attempts).toBe(1);
          expect(item?.[byUser.partitionKey]).toBe(NOTICE_QUEUE);
        }
      });
    } finally {
      await emulator('ses', 'start');
    }
    // Not due yet: a run now sends none of them, nor does the stack.
    await sendDueNotices(new Date());
    await stackIdle();
    for (const client of clients) expect(await mailTo(client.email)).toHaveLength(0);

    // The backoff has passed: the schedule sends each once; a later run finds nothing left.
    await sendDueNotices(new Date(Date.now() + 2 * MINUTE));
    await sendDueNotices(new Date(Date.now() + 30 * MINUTE));
    for (const ref of refs) expect((await stored(ref))?.status).toBe('sent');
    for (const client of clients) expect(await mailTo(client.email)).toHaveLength(1);
  });

  describe('an address SES refuses', () => {
    // SES local accepts every address; this stand-in answers as SESv2 does when SES refuses a message
    // (HTTP 400, error type MessageRejected), which is all the sender sees of a refusal.
    let refusing: http.Server;
    let ses: SESv2Client;
    beforeAll(async () => {
      refusing = http.createServer((request, response) => {
        request.resume();
        response
          .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' })
          .end(JSON.stringify({ message: 'Email address is on the suppression list.' }));
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      ses = new SESv2Client({
        endpoint: `http://127.0.0.1:${(refusing.address() as { port: number }).port}`,
        region: REGION,
        credentials: LOCAL_CREDENTIALS,
        maxAttempts: 1,
      });
    });
    afterAll(() => {
      ses.destroy();
      refusing.close();
    });

    it('marks the notice failed and counts it for the alarm; the change that wrote it stands', async () => {
      const client = await newClient();
      const booking = aBooking(client.id);
      const at = new Date(Date.now() + 60 * MINUTE);
      counted.mockClear();
      const [ref] = await write([confirmation(client.id, booking)], at, [bookingItem(booking, 'nia okafor')]);
      if (!ref) throw new Error('no notice');

      expect(await deliverNotice(ref, at, ses)).toBe('failed');
      const failed = await stored(ref);
      expect(failed).toMatchObject({ status: 'failed', lastError: 'MessageRejected', attempts: 1 });
      expect(failed?.[byUser.partitionKey]).toBeUndefined();
      expect(counted).toHaveBeenCalledWith('NoticeFailed', MetricUnit.Count, 1);
      // Never tried again without the office's resend.
      expect(await deliverNotice(ref, new Date(at.getTime() + 24 * 60 * MINUTE))).toBe('skipped');
      await stackIdle();
      expect(await mailTo(client.email)).toHaveLength(0);

      const { Item } = await db.send(
        new GetCommand({
          TableName: stack.env.TABLE_NAME,
          Key: bookingKey(booking.id),
          ConsistentRead: true,
        }),
      );
      expect(Item).toMatchObject({ id: booking.id, status: 'confirmed', serviceDate: booking.serviceDate });
    });
  });

  it("sends a notice again when the office resends it (the stream's MODIFY)", async () => {
    const client = await newClient();
    const [ref] = await write([confirmation(client.id)]);
    if (!ref) throw new Error('no notice');
    await eventually(async () => expect((await stored(ref))?.status).toBe('sent'));
    const now = new Date().toISOString();
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: noticeKey(ref.subject, ref.id),
        UpdateExpression:
          'SET #status = :pending, nextAttemptAt = :now, resentBy = :admin, resentAt = :now, #qpk = :qpk, #qsk = :qsk',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#qpk': byUser.partitionKey,
          '#qsk': byUser.sortKey,
        },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': now,
          ':admin': 'admin-1',
          ':qpk': NOTICE_QUEUE,
          ':qsk': `${now}#${ref.id}`,
        },
      }),
    );
    await eventually(async () => {
      const item = await stored(ref);
      expect(item?.status).toBe('sent');
      expect(item?.sentAt > now).toBe(true);
    });
    await stackIdle();
    expect(await mailTo(client.email)).toHaveLength(2);
  });
});

describe('reminder sweep', () => {
  // Clocks go back at 02:00 on Sunday 31 October 2027; the sweep runs at 10:00 BST on the Saturday,
  // 24 real hours before 09:00 GMT on the Sunday.
  const sweepAt = new Date('2027-10-30T09:00:00.000Z');
  const putBooking = (booking: Booking) =>
    db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: bookingItem(booking, 'client') }));
  const noticesOf = async (bookingId: string) =>
    (
      await db.send(
        new QueryCommand({
          TableName: stack.env.TABLE_NAME,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :notice)',
          ExpressionAttributeValues: { ':pk': bookingPartition(bookingId), ':notice': NOTICE_SK_PREFIX },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  it('reminds a visit 24 h away once, not a cancelled one nor an opted-out client, and follows a move', async () => {
    const [client, optedOut] = await Promise.all([newClient(), newClient()]);
    await saveProfileDetails(optedOut.id, {
      fullName: 'Nia Okafor',
      reminders: 'none',
      accessNotes: undefined,
    });
    const day = '2027-10-31';
    expect(londonInstant(day, '09:00').getTime() - sweepAt.getTime()).toBe(24 * 60 * MINUTE);
    const due = aBooking(client.id, { serviceDate: day, serviceTime: '09:00' });
    const cancelled = aBooking(client.id, { serviceDate: day, serviceTime: '08:00', status: 'cancelled' });
    const notWanted = aBooking(optedOut.id, { serviceDate: day, serviceTime: '07:00' });
    const moving = {
      ...aBooking(client.id, { serviceDate: day, serviceTime: '06:00' }),
      internalNotes: 'Key under the mat',
    };
    await Promise.all([due, cancelled, notWanted, moving].map(putBooking));

    const first = await sweepReminders(sweepAt);
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect((await noticesOf(due.id)).map((n) => n.id)).toEqual([`reminder-${due.id}-0`]);
    expect(await noticesOf(cancelled.id)).toEqual([]);
    expect(await noticesOf(notWanted.id)).toEqual([]);
    expect((await noticesOf(moving.id)).map((n) => n.id)).toEqual([`reminder-${moving.id}-0`]);

    // The client moves a visit to later that morning: its next sweep reminds them of the new time.
    const moved = {
      ...moving,
      serviceTime: '08:30',
      scheduleVersion: 1,
      rescheduledFrom: { serviceDate: day, serviceTime: '06:00', at: '2026-11-02T09:00:00.000Z' },
    };
    await putBooking(moved);
    const second = await sweepReminders(sweepAt);
    expect(second.written).toBe(1);
    const movedNotices = await noticesOf(moving.id);
    expect(movedNotices.map((n) => n.id).sort()).toEqual([
      `reminder-${moving.id}-0`,
      `reminder-${moving.id}-1`,
    ]);
    expect(movedNotices.find((n) => n.id.endsWith('-1'))?.facts.booking.serviceTime).toBe('08:30');
    // The client's view of the visit only: none of the office's fields or the item's keys.
    const facts = movedNotices[0]?.facts.booking;
    expect(facts).toMatchObject({ id: moving.id, userId: client.id, status: 'confirmed' });
    for (const field of ['PK', 'GSI2SK', 'clientSearch', 'entity', 'internalNotes'])
      expect(facts, field).not.toHaveProperty(field);

    // Another sweep adds nothing.
    expect((await sweepReminders(sweepAt)).written).toBe(0);
    expect(await noticesOf(due.id)).toHaveLength(1);

    // The reminder goes out with the schedule's run, to the client, once.
    await sendDueNotices(sweepAt);
    await sendDueNotices(new Date(sweepAt.getTime() + 10 * MINUTE));
    const reminder = await stored({ subject: { type: 'booking', id: due.id }, id: `reminder-${due.id}-0` });
    expect(reminder).toMatchObject({ status: 'sent', kind: 'visit-reminder', to: client.email });
    await stackIdle();
    expect(await mailTo(optedOut.email)).toHaveLength(0);
  });
});
