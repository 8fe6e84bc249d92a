import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { requestHandler, SDK_MAX_ATTEMPTS } from '../../lambdas/lib/aws';
import { isUnavailable } from '../../lambdas/lib/failures';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { FUNCTION_SETTINGS } from '../../shared/function-settings';
import { REGION } from '../../shared/region';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { api, bearer, emulator, postJson, signIn } from './support';

/**
 * DynamoDB Local is really stopped: the functions must answer 503 with the error body, quickly, and
 * work again once it is back.
 */
describe('database outage', () => {
  it('answers 503 with the error body while the table is down, and recovers', async () => {
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
  it(
    'a table that accepts connections and never answers fails the call as unavailable, within the function timeout',
    async () => {
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
});
