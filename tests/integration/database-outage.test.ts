import { describe, expect, it } from 'vitest';
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
});
