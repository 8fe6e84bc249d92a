import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { type NewNotice, noticeKey, noticePut } from '../../lambdas/data/notice';
import { saveProfile } from '../../lambdas/data/profile';
import { requestHandler, SDK_MAX_ATTEMPTS } from '../../lambdas/lib/aws';
import { isUnavailable } from '../../lambdas/lib/failures';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { FUNCTION_SETTINGS } from '../../shared/function-settings';
import { REGION } from '../../shared/region';
import type { Booking } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { api, bearer, db, emulator, eventually, mailTo, postJson, signIn, stack, stackIdle } from './support';

/**
 * DynamoDB Local is really stopped: the functions must answer 503 with the error body, quickly, and
 * work again once it is back, the table's stream read again from its new start. Run after the other
 * files (`*.last.test.ts`): DynamoDB Local's new JVM compiles its code again, which slowed the files after it.
 */
describe('database outage', () => {
  it.concurrent('answers 503 with the error body while the table is down, and recovers', async ({
    expect,
  }) => {
    const client = await signIn();
    const enquiry = {
      type: 'general',
      name: 'Ola',
      email: 'ola@example.org',
      subject: 'Outage',
      message: 'Is anybody there at all?',
    };
    await emulator('dynamo', 'stop');
    try {
      const started = Date.now();
      const [publicAnswer, clientAnswer] = await Promise.all([
        postJson('/api/enquiries', enquiry),
        api('/api/bookings', { headers: bearer(client.accessToken) }),
      ]);
      for (const response of [publicAnswer, clientAnswer]) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(ErrorBodySchema.parse(await response.json()).code).toBe('service_unavailable');
      }
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await emulator('dynamo', 'start');
    }
    const again = await postJson('/api/enquiries', enquiry);
    expect(again.status).toBe(201);
  });

  // Found by the load-and-faults bench: while DynamoDB Local's JVM starts again it accepts connections
  // and answers nothing, and the SDK (which only warns about a late answer unless told to throw) waited
  // past the function's timeout, so the API answered API Gateway's bare 503 instead of its error body.
  // Concurrent with the outage above: it only waits on its own silent socket, while that one waits on
  // DynamoDB Local to stop and start again.
  it.concurrent(
    'a table that accepts connections and never answers fails the call as unavailable, within the function timeout',
    async ({ expect }) => {
      const held: Socket[] = [];
      const silent = createServer((socket) => {
        held.push(socket);
      }).listen(0, '127.0.0.1');
      await once(silent, 'listening');
      const { port } = silent.address() as { port: number };
      const client = new DynamoDBClient({
        endpoint: `http://127.0.0.1:${port}`,
        region: REGION,
        credentials: LOCAL_CREDENTIALS,
        maxAttempts: SDK_MAX_ATTEMPTS,
        requestHandler,
      });
      try {
        const error = await client
          .send(new GetItemCommand({ TableName: 'any', Key: { PK: { S: 'a' }, SK: { S: 'b' } } }))
          .catch((caught: unknown) => caught);
        expect(isUnavailable(error)).toBe(true);
        expect(held.length).toBe(SDK_MAX_ATTEMPTS);
      } finally {
        client.destroy();
        for (const socket of held) socket.destroy();
        silent.close();
      }
    },
    FUNCTION_SETTINGS.timeoutSeconds * 1000,
  );

  // Runs after the restart above, which is the costly part (the in-memory table made again and the
  // stack's standby team written back into it), rather than restarting DynamoDB Local a second time.
  it('reads the new table stream after the restart and delivers a notice written then', async () => {
    const id = randomUUID();
    const email = `restart-${id}@example.org`;
    await saveProfile({ id, email, fullName: 'Nia Okafor', createdAt: new Date().toISOString() });
    const booking: Booking = {
      id: randomUUID(),
      userId: id,
      serviceType: 'domestic_cleaning',
      serviceDate: '2027-03-10',
      serviceTime: '10:00',
      durationHours: 2,
      status: 'confirmed',
      createdAt: '2026-11-01T09:00:00.000Z',
      scheduleVersion: 0,
    };
    const notice: NewNotice = {
      kind: 'booking-confirmed',
      userId: id,
      subject: { type: 'booking', id: booking.id },
      facts: { booking },
    };
    const put = noticePut(notice, new Date());
    await db.send(new TransactWriteCommand({ TransactItems: [put] }));
    // The table was made again with a new stream: the poller finds it by itself.
    await eventually(async () => {
      const { Item } = await db.send(
        new GetCommand({
          TableName: stack.env.TABLE_NAME,
          Key: noticeKey(notice.subject, put.Put.Item.id),
          ConsistentRead: true,
        }),
      );
      expect(Item?.status).toBe('sent');
    });
    await stackIdle();
    expect(await mailTo(email)).toHaveLength(1);
  });
});
