import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { key } from '../../lambdas/data/table';
import { type AuthLevel, buildPath, routeDefinition, routeNames } from '../../shared/routes';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { bearer, db, everyParam, FROM_CLOUDFRONT, signIn, stack, stackIdle } from './support';

/**
 * Property: whatever a caller sends, every route answers 4xx with the error body, never 5xx, and
 * writes nothing. Requests carry a valid token of the route's level, so they reach validation.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u202e', '\ud800', '\ufeff', '💥', 'é'),
    maxLength: 20,
  }),
  fc.constant('x'.repeat(20_000)),
  fc.constant(''),
);

/** JSON bodies that break the contract: wrong types, missing and unknown fields, junk values. */
const badJson = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(oddText, fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)))
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      type: fc.constantFrom('general', 'cleaning', 'nanny', 'x'),
      name: oddText,
      email: oddText,
      extra: oddText,
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      serviceType: oddText,
      serviceDate: oddText,
      serviceTime: oddText,
      durationHours: fc.oneof(fc.integer(), oddText),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({ rating: fc.oneof(fc.integer(), fc.double(), oddText), comment: oddText, unknown: fc.boolean() })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      userId: oddText,
      bookingIds: fc.oneof(fc.array(oddText, { maxLength: 3 }), oddText),
      lines: fc.array(
        fc.record({
          description: oddText,
          quantity: fc.oneof(fc.double(), oddText),
          unitPence: fc.oneof(fc.double(), fc.integer(), oddText),
        }),
        { maxLength: 3 },
      ),
      pdfBytes: fc.integer(),
    })
    .map((value) => JSON.stringify(value)),
  fc.record({ paidDate: oddText, method: oddText, reason: oddText }).map((value) => JSON.stringify(value)),
  fc.record({ status: oddText, staffName: oddText }).map((value) => JSON.stringify(value)),
);

const malformed = fc.oneof(
  oddText.filter((text) => !isJson(text)),
  fc.constant('{"a":'),
  fc.constant('[1,2'),
  fc.constant('\u0000{}'),
);

function isEncodable(text: string) {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const requestArbitrary = fc.record({
  body: fc.oneof(badJson, malformed, fc.constant(undefined)),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    '',
  ),
  id: fc.oneof(
    // A lone surrogate cannot be put in a URL at all, so no client could send it.
    oddText.filter((text) => text.length > 0 && text.length < 300 && isEncodable(text)),
    fc.uuid(),
    fc.constant('..%2F..%2Fetc'),
  ),
  // Short values: an over-long URL is refused by the HTTP layer (API Gateway's own limit) before any function runs.
  query: fc.dictionary(
    fc.constantFrom('limit', 'cursor', 'x', 'status', '__proto__'),
    fc.string({ maxLength: 60 }),
    {
      maxKeys: 3,
    },
  ),
});

/**
 * The table's items as DynamoDB Local counts them: its DescribeTable answers the live count (the service
 * updates it about every six hours), where a Scan would read the whole table once per route. The
 * file's first check proves the count live, so "writing nothing" cannot pass on a stale number.
 */
const itemCount = async () => {
  const { Table } = await db.send(new DescribeTableCommand({ TableName: stack.env.TABLE_NAME }));
  if (Table?.ItemCount === undefined) throw new Error('the table gave no item count');
  return Table.ItemCount;
};

const tally = { requests: 0, fiveHundreds: 0 };
/** The table's items once the last route's requests were done, if that route passed. */
let countAfterLastRoute: number | undefined;

describe('bad input never breaks the API', () => {
  const tokens: Record<AuthLevel, Record<string, string>> = {
    public: {},
    account: {},
    client: {},
    staff: {},
    admin: {},
  };

  beforeAll(async () => {
    const [client, admin, member] = await Promise.all([
      signIn(),
      signIn({ admin: true }),
      signIn({ staff: true }),
    ]);
    tokens.client = bearer(client.accessToken);
    tokens.account = tokens.client;
    tokens.staff = bearer(member.accessToken);
    tokens.admin = bearer(admin.accessToken);
  });

  it('counts the table live: one item written and removed moves the count up and back', async () => {
    await stackIdle();
    const before = await itemCount();
    // An item of no kind the product knows (no key prefix of lambdas/data/), gone again at once.
    const Key = key(`fuzz-count-${crypto.randomUUID()}`, 'fuzz-count');
    await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: Key }));
    expect(await itemCount()).toBe(before + 1);
    await db.send(new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key }));
    expect(await itemCount()).toBe(before);
  });

  it.each(routeNames)(
    '%s answers every generated bad request with 4xx and the error body, writing nothing',
    async (name) => {
      const route = routeDefinition(name);
      // Counted with the stack idle, before and after: earlier work is done, and what these requests
      // handed on (an asynchronous invocation, a stream record) has been done too. The count after one
      // route is the count before the next (nothing else runs between them), so it is taken once.
      const before =
        countAfterLastRoute ??
        (await (async () => {
          await stackIdle();
          return itemCount();
        })());
      countAfterLastRoute = undefined;
      await fc.assert(
        fc.asyncProperty(requestArbitrary, async (request) => {
          const url = new URL(
            `${stack.urls.api}${buildPath(route.path, everyParam(route.path, request.id))}`,
          );
          for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
          // A GET carries no body, so it is made bad through its query: an unknown parameter, always. So
          // is a route that takes nothing at all (opening a provider's page): without one, a
          // request with no body would be a good one.
          const takesNothing = !route.body && !route.params && !route.query;
          if (route.method === 'GET' || takesNothing) url.searchParams.set('unexpected', request.id);
          const response = await fetch(url, {
            method: route.method,
            headers: {
              ...FROM_CLOUDFRONT,
              ...tokens[route.auth],
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            // fetch cannot send a body with GET; those routes are fuzzed through path and query.
            body: route.method === 'GET' ? undefined : request.body,
          });
          tally.requests += 1;
          if (response.status >= 500) tally.fiveHundreds += 1;
          expect(response.status, `${route.method} ${url.pathname}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          ErrorBodySchema.parse(await response.json());
        }),
        { numRuns: RUNS },
      );
      await stackIdle();
      const after = await itemCount();
      expect(after).toBe(before);
      countAfterLastRoute = after;
    },
  );

  it('reports what was sent', () => {
    console.info(
      `fuzz: ${tally.requests} generated bad requests over ${routeNames.length} routes, ${tally.fiveHundreds} answered 5xx`,
    );
    expect(tally.fiveHundreds).toBe(0);
  });
});
