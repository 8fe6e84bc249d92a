import { enquiryRoutes } from '@shared/routes/enquiries';
import { userRoutes } from '@shared/routes/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api-session';
import { jsonResponse, sentRequest, stubFetch } from './support';

const me = { id: 'u-1', isAdmin: false };
const enquiry = {
  type: 'general' as const,
  name: 'Sam',
  email: 'sam@example.org',
  subject: 'Hi!',
  message: 'Hello there.',
};

afterEach(() => {
  setAccessTokenProvider(undefined);
  setUnauthorizedHandler(undefined);
});

describe('the API client and the signed-in user', () => {
  it('sends the access token as a bearer token to routes that need a user', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, me));
    setAccessTokenProvider(async () => 'access-token-1');
    await callApi(userRoutes.getMe, {});
    expect(sentRequest(fetchMock).headers.get('authorization')).toBe('Bearer access-token-1');
  });

  it('never sends it to public routes', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 'e-1', receivedAt: '2026-01-01T00:00:00Z' }));
    const provider = vi.fn(async () => 'access-token-1');
    setAccessTokenProvider(provider);
    await callApi(enquiryRoutes.sendEnquiry, { body: enquiry });
    expect(sentRequest(fetchMock).headers.has('authorization')).toBe(false);
    expect(provider).not.toHaveBeenCalled();
  });

  it('sends no header when nobody is signed in', async () => {
    const fetchMock = stubFetch(() => jsonResponse(401, { code: 'unauthorized', message: 'Sign in' }));
    await expect(callApi(userRoutes.getMe, {})).rejects.toMatchObject({ status: 401 });
    expect(sentRequest(fetchMock).headers.has('authorization')).toBe(false);
  });

  it('calls the unauthorized handler on a 401 (and not on a 403), then still throws', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setAccessTokenProvider(async () => 'revoked');
    stubFetch(() => jsonResponse(401, { code: 'unauthorized', message: 'Token revoked' }));
    await expect(callApi(userRoutes.getMe, {})).rejects.toMatchObject({
      status: 401,
      message: 'Token revoked',
    });
    expect(handler).toHaveBeenCalledTimes(1);

    stubFetch(() => jsonResponse(403, { code: 'forbidden', message: 'Admins only' }));
    await expect(callApi(userRoutes.getStats, {})).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
