import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callerFromClaims, parseGroups } from '../../../../lambdas/lib/caller';
import {
  createDispatcher,
  DEADLINE_MARGIN_MS,
  STAFF_ON_CLIENT_ROUTE,
} from '../../../../lambdas/lib/dispatcher';
import { ConflictError } from '../../../../lambdas/lib/errors';
import { isUnavailable } from '../../../../lambdas/lib/failures';
import { buildEvent } from '../../../../local/gateway/event';
import { MFA_CLAIM, MFA_NONE, MFA_TOTP } from '../../../../shared/auth';
import { ORIGIN_VERIFY_HEADER } from '../../../../shared/http';
import { childRoutes } from '../../../../shared/routes/children';
import { enquiryRoutes } from '../../../../shared/routes/enquiries';
import { priceRoutes } from '../../../../shared/routes/prices';
import { userRoutes as profileRoutes } from '../../../../shared/routes/users';

/** What CloudFront sends now, and what it sent before the last rotation (still accepted). */
const CURRENT = 'c'.repeat(48);
const PREVIOUS = 'p'.repeat(48);
const FROM_CLOUDFRONT = { [ORIGIN_VERIFY_HEADER]: CURRENT };

beforeAll(() => {
  process.env.ORIGIN_VERIFY_SECRETS = `${CURRENT},${PREVIOUS}`;
});

/** Events from the local gateway's own builder, with only the parts under test varied. */
const event = (overrides: {
  routeKey?: string;
  claims?: Record<string, unknown>;
  body?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}): APIGatewayProxyEventV2 => {
  const routeKey = overrides.routeKey ?? 'GET /api/me';
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const query = overrides.query ? `?${new URLSearchParams(overrides.query)}` : '';
  return buildEvent({
    method,
    url: `${path}${query}`,
    routeKey,
    headers: overrides.headers ?? {
      ...FROM_CLOUDFRONT,
      ...(overrides.body ? { 'content-type': 'application/json' } : {}),
    },
    body: overrides.body,
    claims: overrides.claims,
    requestId: 'req-1',
  });
};

/** An admin's token carries the pool's MFA claim unless a test says otherwise (`mfa: null`, none). */
const accessClaims = (groups?: string[], mfa: string | null = MFA_TOTP) => ({
  sub: 'user-1',
  token_use: 'access',
  ...(groups ? { 'cognito:groups': groups } : {}),
  ...(mfa ? { [MFA_CLAIM]: mfa } : {}),
});

/** Routes of the same function that a test does not exercise. */
const notUnderTest = async (): Promise<never> => {
  throw new Error('not under test');
};
/** The users function's own routes: the profile's and the children's. */
const userRoutes = { ...profileRoutes, ...childRoutes };

const otherUserRoutes = {
  listUsers: notUnderTest,
  exportUsers: notUnderTest,
  getStats: notUnderTest,
  updateMyAddress: notUnderTest,
  sendMobileCode: notUnderTest,
  confirmMobileCode: notUnderTest,
  updateMyProfile: notUnderTest,
  exportMyData: notUnderTest,
  deleteMyAccount: notUnderTest,
  getClient: notUnderTest,
  deleteClientAccount: notUnderTest,
  listMyChildren: notUnderTest,
  createChild: notUnderTest,
  updateChild: notUnderTest,
  deleteChild: notUnderTest,
  listClientChildren: notUnderTest,
};

const bodyOf = (result: APIGatewayProxyStructuredResultV2) =>
  JSON.parse(result.body ?? '{}') as Record<string, unknown>;

describe('dispatcher', () => {
  const users = createDispatcher('users', userRoutes, {
    ...otherUserRoutes,
    getMe: async (_input, { caller }) => ({
      id: caller?.sub ?? '',
      isAdmin: caller?.isAdmin ?? false,
      isStaff: caller?.isStaff ?? false,
    }),
  });

  it('answers with the handler result, validated, and the request id', async () => {
    const result = await users(event({ claims: accessClaims(['admins']) }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: 'user-1', isAdmin: true, isStaff: false });
    expect(result.headers?.['x-request-id']).toBe('req-1');
  });

  it('refuses, before anything else, a request that did not come through CloudFront (403)', async () => {
    const admin = accessClaims(['admins']);
    const refused: Record<string, string>[] = [
      {},
      { [ORIGIN_VERIFY_HEADER]: '' },
      { [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) },
    ];
    for (const headers of refused) {
      const result = await users(event({ claims: admin, headers }));
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result)).toEqual({
        code: 'forbidden_origin',
        message: 'The API is reached through the site only',
      });
      // Even a route this function does not own, or a malformed body: nothing is read first.
      expect((await users(event({ routeKey: 'POST /api/enquiries', headers }))).statusCode).toBe(403);
      expect((await users(event({ claims: admin, body: '{', headers }))).statusCode).toBe(403);
    }
    // The value before a rotation is still accepted, and the header's name is case-insensitive.
    const previous = await users(event({ claims: admin, headers: { 'x-origin-verify': PREVIOUS } }));
    expect(previous.statusCode).toBe(200);
  });

  it('refuses a client route without verified claims, or with claims from an ID token', async () => {
    expect((await users(event({}))).statusCode).toBe(401);
    expect((await users(event({ claims: { sub: 'user-1', token_use: 'id' } }))).statusCode).toBe(401);
  });

  it('answers 404 for a route key this function does not own', async () => {
    const result = await users(event({ routeKey: 'POST /api/enquiries' }));
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).code).toBe('not_found');
  });

  it('refuses a body on a route that takes none', async () => {
    expect((await users(event({ claims: accessClaims(), body: '{}' }))).statusCode).toBe(400);
  });

  it('demands the admins group on admin routes', async () => {
    const enquiries = createDispatcher(
      'enquiries',
      { ...enquiryRoutes, ...priceRoutes },
      {
        sendEnquiry: async () => ({ id: 'x', receivedAt: 'now' }),
        sendMyEnquiry: async () => ({ id: 'x', receivedAt: 'now' }),
        listEnquiries: async () => ({ items: [] }),
        exportEnquiries: async () => ({
          filename: 'x.csv',
          contentType: 'text/csv;charset=utf-8',
          csv: '',
          rows: 0,
        }),
        updateEnquiryStatus: async () => {
          throw new Error('not called');
        },
        inviteEnquirer: async () => {
          throw new Error('not called');
        },
        instantPrice: async () => {
          throw new Error('not called');
        },
      },
    );
    const routeKey = 'GET /api/admin/enquiries';
    expect((await enquiries(event({ routeKey, claims: accessClaims() }))).statusCode).toBe(403);
    expect((await enquiries(event({ routeKey, claims: accessClaims(['staff']) }))).statusCode).toBe(403);
    expect((await enquiries(event({ routeKey, claims: accessClaims(['staff', 'admins']) }))).statusCode).toBe(
      200,
    );
  });

  it('refuses an admin whose session did not pass MFA with 403 mfa_required, on admin routes only', async () => {
    const notCalled = async () => {
      throw new Error('not called');
    };
    const enquiries = createDispatcher(
      'enquiries',
      { ...enquiryRoutes, ...priceRoutes },
      {
        sendEnquiry: async () => ({ id: 'x', receivedAt: 'now' }),
        sendMyEnquiry: notCalled,
        listEnquiries: async () => ({ items: [] }),
        exportEnquiries: notCalled,
        updateEnquiryStatus: notCalled,
        inviteEnquirer: notCalled,
        instantPrice: notCalled,
      },
    );
    const routeKey = 'GET /api/admin/enquiries';
    for (const mfa of [null, MFA_NONE, 'TOTP', 'true']) {
      const result = await enquiries(event({ routeKey, claims: accessClaims(['admins'], mfa) }));
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result).code).toBe('mfa_required');
    }
    // A client's token with the claim is still no admin's; a client route serves the admin without it.
    const client = await enquiries(event({ routeKey, claims: accessClaims(['staff'], MFA_TOTP) }));
    expect(bodyOf(client).code).toBe('forbidden');
    const users = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async (_input, { caller }) => ({
        id: caller?.sub ?? '',
        isAdmin: caller?.isAdmin ?? false,
        isStaff: caller?.isStaff ?? false,
      }),
    });
    const me = await users(event({ claims: accessClaims(['admins'], null) }));
    expect(me.statusCode).toBe(200);
    expect(bodyOf(me)).toEqual({ id: 'user-1', isAdmin: false, isStaff: false });
  });

  it('refuses a staff account a client route (403) and lets it ask who it is; an admin in both groups stays an admin', async () => {
    const users = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async (_input, { caller }) => ({
        id: caller?.sub ?? '',
        isAdmin: caller?.isAdmin ?? false,
        isStaff: caller?.isStaff ?? false,
      }),
      updateMyProfile: async () => {
        throw new Error('not called for staff');
      },
    });
    const staff = accessClaims(['staff'], null);
    const me = await users(event({ claims: staff }));
    expect(me.statusCode).toBe(200);
    const profile = await users(
      event({ routeKey: 'PUT /api/me/profile', claims: staff, body: JSON.stringify({ fullName: 'Sam' }) }),
    );
    expect(profile.statusCode).toBe(403);
    expect(bodyOf(profile)).toEqual({ code: 'forbidden', message: STAFF_ON_CLIENT_ROUTE });
    expect(callerFromClaims({ ...accessClaims(['admins', 'staff']), sub: 'a' })?.isStaff).toBe(false);
    expect(callerFromClaims({ ...accessClaims(['staff']), sub: 's' })?.isStaff).toBe(true);
  });

  it('refuses, at start, routes that belong to another function', () => {
    expect(() => createDispatcher('users', enquiryRoutes as never, {} as never)).toThrow(
      /Routes of another function given to users: sendEnquiry/,
    );
  });

  it('maps typed errors to their status, and unknown ones to a bare 500', async () => {
    const conflict = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async () => {
        throw new ConflictError('Already done', 'already_done');
      },
    });
    const result = await conflict(event({ claims: accessClaims() }));
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({ code: 'already_done', message: 'Already done' });

    const broken = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async () => {
        throw new TypeError('secret detail');
      },
    });
    const failure = await broken(event({ claims: accessClaims() }));
    expect(failure.statusCode).toBe(500);
    expect(failure.body).not.toContain('secret detail');
  });

  it('answers 503 with the error body before the function times out, whatever a dependency is doing', async () => {
    vi.useFakeTimers();
    try {
      const hanging = createDispatcher('users', userRoutes, {
        ...otherUserRoutes,
        // A table that accepted the connection and never answers.
        getMe: () => new Promise<never>(() => {}),
      });
      let answered: APIGatewayProxyStructuredResultV2 | undefined;
      void hanging(event({ claims: accessClaims() }), { getRemainingTimeInMillis: () => 10_000 }).then(
        (result) => {
          answered = result;
        },
      );
      await vi.advanceTimersByTimeAsync(10_000 - DEADLINE_MARGIN_MS - 1);
      expect(answered).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answered?.statusCode).toBe(503);
      expect(answered?.headers?.['retry-after']).toBe('5');
      expect(bodyOf(answered as APIGatewayProxyStructuredResultV2).code).toBe('service_unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an unavailable dependency into 503 with Retry-After', async () => {
    const down = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
      },
    });
    const result = await down(event({ claims: accessClaims() }));
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe('5');
    expect(bodyOf(result).code).toBe('service_unavailable');
  });

  it('refuses a response that breaks the route schema instead of leaking it', async () => {
    const leaky = createDispatcher('users', userRoutes, {
      ...otherUserRoutes,
      getMe: async () => ({ id: 'u', isAdmin: false, password: 'x' }) as never,
    });
    expect((await leaky(event({ claims: accessClaims() }))).statusCode).toBe(500);
  });
});

describe('claims', () => {
  it('reads groups in API Gateway string form and as arrays', () => {
    expect(parseGroups('[admins staff]')).toEqual(['admins', 'staff']);
    expect(parseGroups('[admins]')).toEqual(['admins']);
    expect(parseGroups(['admins'])).toEqual(['admins']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
  });

  it('recognises outages but not client mistakes', () => {
    expect(isUnavailable(Object.assign(new Error('x'), { name: 'ThrottlingException' }))).toBe(true);
    expect(
      isUnavailable(new Error('x', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) })),
    ).toBe(true);
    expect(
      isUnavailable(
        Object.assign(new Error('x'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } }),
      ),
    ).toBe(false);
  });
});
