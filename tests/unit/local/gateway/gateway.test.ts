import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../../../../local/gateway/gateway';
import type { FunctionPool, InvokeOutcome } from '../../../../local/gateway/pool';
import { FUNCTION_NAMES, type FunctionName } from '../../../../shared/routes';

/** A function whose every invocation ends as `outcome`, and which remembers the events it was given. */
const stubPool = (name: string, outcome: InvokeOutcome): FunctionPool & { events: unknown[] } => {
  const events: unknown[] = [];
  return {
    functionName: name,
    events,
    invoke: async (event) => {
      events.push(event);
      return outcome;
    },
    stats: () => ({ invocations: events.length, coldStarts: 0, timeouts: 0, environments: 0 }),
    idle: async () => {},
    stop: async () => {},
  };
};

const pools = Object.fromEntries(
  FUNCTION_NAMES.map((fn) => [
    fn,
    fn === 'enquiries'
      ? stubPool(fn, { status: 'timeout' })
      : fn === 'users'
        ? stubPool(fn, { status: 'error', error: { errorType: 'TypeError', errorMessage: 'boom' } })
        : stubPool(fn, { status: 'ok', result: { statusCode: 200, body: '{"items":[]}' } }),
  ]),
) as Record<FunctionName, ReturnType<typeof stubPool>>;

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    verifyToken: async (token) => ({ sub: token, token_use: 'access', 'cognito:groups': ['admins'] }),
    functions: pools,
  });
});
afterAll(() => gateway.stop());

describe('local gateway', () => {
  it('answers a function that timed out as the HTTP API does: 503 Service Unavailable', async () => {
    const response = await fetch(`${gateway.url}/api/enquiries`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service Unavailable' });
  });

  it('answers a function that failed with 500', async () => {
    const response = await fetch(`${gateway.url}/api/me`, { headers: { authorization: 'Bearer someone' } });
    expect(response.status).toBe(500);
  });

  it("hands the owning function a payload-2.0 event with the authorizer's claims", async () => {
    const response = await fetch(`${gateway.url}/api/bookings?limit=5`, {
      headers: { authorization: 'Bearer user-7' },
    });
    expect(response.status).toBe(200);
    expect(pools.bookings.events.at(-1)).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/bookings',
      queryStringParameters: { limit: '5' },
      requestContext: { authorizer: { jwt: { claims: { sub: 'user-7', 'cognito:groups': '[admins]' } } } },
    });
  });
});
