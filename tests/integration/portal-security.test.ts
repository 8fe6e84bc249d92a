import { describe, expect, it } from 'vitest';
import { buildPath, routeDefinition, routeNames } from '../../shared/routes';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { api, bearer, everyParam, signIn } from './support';

/**
 * Sweeps the whole route table, so a route added later is covered without touching this file:
 * every non-public route refuses a missing token, every admin route refuses a client, and every client and
 * admin route refuses a staff account.
 */
const someId = '00000000-0000-4000-8000-000000000000';

const call = (name: (typeof routeNames)[number], headers: Record<string, string>) => {
  const route = routeDefinition(name);
  const path = buildPath(route.path, everyParam(route.path, someId));
  const hasBody = route.body !== undefined;
  return api(path, {
    method: route.method,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? '{}' : undefined,
  });
};

let staffSession: ReturnType<typeof signIn> | undefined;

describe('route table sweep', () => {
  it.each(routeNames.filter((name) => routeDefinition(name).auth !== 'public'))(
    '%s needs a token (401)',
    async (name) => {
      const response = await call(name, {});
      expect(response.status).toBe(401);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('unauthorized');
    },
  );

  it.each(routeNames.filter((name) => routeDefinition(name).auth === 'admin'))(
    '%s is refused to a client (403)',
    async (name) => {
      const client = await signIn();
      const response = await call(name, bearer(client.accessToken));
      expect(response.status).toBe(403);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('forbidden');
    },
  );

  it.each(routeNames.filter((name) => ['client', 'admin'].includes(routeDefinition(name).auth)))(
    '%s is refused to a staff account (403)',
    async (name) => {
      // One staff account for the whole sweep: the routes read nothing of it, and the refusal is per token.
      staffSession ??= signIn({ staff: true });
      const member = await staffSession;
      const response = await call(name, bearer(member.accessToken));
      expect(response.status).toBe(403);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('forbidden');
    },
  );
});
