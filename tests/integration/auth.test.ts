import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { accessClaims, api, bearer, signIn, signWithLocalKey } from './support';

/**
 * The gateway's JWT checks, as API Gateway's authorizer makes them, and the dispatcher's role checks.
 * Tokens with one thing wrong are signed with cognito-local's real key, so only that thing is tested.
 */
const expect401 = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(ErrorBodySchema.parse(await response.json()).code).toBe('unauthorized');
};

describe('authentication on non-public routes', () => {
  it('a real access token is accepted', async () => {
    const user = await signIn();
    const response = await api('/api/me', { headers: bearer(user.accessToken) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.sub, isAdmin: false, email: user.email });
  });

  it('a token signed by the pool key with valid claims is accepted (the forgery tests below are meaningful)', async () => {
    const response = await api('/api/me', {
      headers: bearer(signWithLocalKey(accessClaims({ sub: 'abc' }))),
    });
    expect(response.status).toBe(200);
  });

  it('no token is 401', async () => {
    await expect401(await api('/api/me'));
  });

  it('a malformed header is 401', async () => {
    await expect401(await api('/api/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }));
    await expect401(await api('/api/me', { headers: bearer('not-a-jwt') }));
  });

  it('a token signed by another key is 401', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect401(
      await api('/api/me', {
        headers: bearer(signWithLocalKey(accessClaims(), privateKey.export({ format: 'jwk' }))),
      }),
    );
  });

  it('an expired token is 401', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expect401(
      await api('/api/me', {
        headers: bearer(signWithLocalKey(accessClaims({ iat: past, exp: past + 3600 }))),
      }),
    );
  });

  it('a token from another issuer is 401', async () => {
    await expect401(
      await api('/api/me', {
        headers: bearer(
          signWithLocalKey(
            accessClaims({ iss: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other' }),
          ),
        ),
      }),
    );
  });

  it('a token for another client is 401', async () => {
    await expect401(
      await api('/api/me', {
        headers: bearer(signWithLocalKey(accessClaims({ client_id: 'another-client' }))),
      }),
    );
  });

  it('an ID token is 401: the API takes access tokens', async () => {
    const user = await signIn();
    await expect401(await api('/api/me', { headers: bearer(user.idToken) }));
  });

  it('a tampered payload is 401', async () => {
    const user = await signIn();
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admins'] })).toString(
      'base64url',
    );
    await expect401(
      await api('/api/admin/enquiries', { headers: bearer(`${header}.${forged}.${signature}`) }),
    );
  });
});

describe('authorization on admin routes', () => {
  it('a client gets 403 on an admin route', async () => {
    const client = await signIn();
    const response = await api('/api/admin/enquiries', { headers: bearer(client.accessToken) });
    expect(response.status).toBe(403);
    expect(ErrorBodySchema.parse(await response.json()).code).toBe('forbidden');
  });

  it('an admin lists enquiries, newest first, with their mail status', async () => {
    const admin = await signIn({ admin: true });
    const response = await api('/api/admin/enquiries?limit=2', { headers: bearer(admin.accessToken) });
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      items: { receivedAt: string; mailStatus: string }[];
      nextCursor?: string;
    };
    expect(Array.isArray(page.items)).toBe(true);
    const times = page.items.map((item) => item.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a bad query or cursor is a 4xx, not a 500', async () => {
    const admin = await signIn({ admin: true });
    expect(
      (await api('/api/admin/enquiries?limit=1000', { headers: bearer(admin.accessToken) })).status,
    ).toBe(422);
    expect(
      (await api('/api/admin/enquiries?cursor=bm90LWpzb24', { headers: bearer(admin.accessToken) })).status,
    ).toBe(400);
    expect((await api('/api/admin/enquiries?sneaky=1', { headers: bearer(admin.accessToken) })).status).toBe(
      422,
    );
  });

  it('unknown API paths are 404 with the error body', async () => {
    const response = await api('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).code).toBe('not_found');
  });
});
