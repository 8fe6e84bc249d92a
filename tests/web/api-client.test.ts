import { IDEMPOTENCY_HEADER } from '@shared/http';
import { enquiryRoutes } from '@shared/routes/enquiries';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jsonResponse, sentRequest, stubFetch } from './support';

const enquiry = {
  type: 'general' as const,
  name: 'Sam Taylor',
  email: 'sam@example.org',
  subject: 'Ironing',
  message: 'Do you collect from Brookmans Park?',
};
const receipt = { id: 'enq-1', receivedAt: '2025-03-05T10:00:00.000Z' };

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('callApi', () => {
  it("takes method and path from the route table and returns the route's validated response", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    const answer = await callApi(
      enquiryRoutes.sendEnquiry,
      { body: enquiry },
      { idempotencyKey: 'key-12345678' },
    );

    expect(answer).toEqual(receipt);
    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/enquiries', method: 'POST', body: enquiry });
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get(IDEMPOTENCY_HEADER)).toBe('key-12345678');
  });

  it('sends a query string and no body for a GET route', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: [] }));
    await callApi(enquiryRoutes.listEnquiries, { query: { limit: 10, cursor: 'abc_DEF' } });

    const request = sentRequest(fetchMock);
    expect(request).toMatchObject({ url: '/api/admin/enquiries?limit=10&cursor=abc_DEF', method: 'GET' });
    expect(request.body).toBeUndefined();
    expect(request.headers.has('content-type')).toBe(false);
    expect(request.headers.has(IDEMPOTENCY_HEADER)).toBe(false);
  });

  it("throws ApiError with the error body's status, code, message and issues", async () => {
    const issues = [{ path: 'email', message: 'Please enter a valid email address' }];
    stubFetch(() =>
      jsonResponse(422, { code: 'validation_failed', message: 'Some fields need attention', issues }),
    );
    const error = await rejection(callApi(enquiryRoutes.sendEnquiry, { body: enquiry }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields need attention',
      issues,
    });
  });

  it('throws a readable ApiError when something other than the API answers', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(callApi(enquiryRoutes.sendEnquiry, { body: enquiry }));
    expect(error).toMatchObject({ status: 502, code: 'http_error', issues: [] });
    expect((error as ApiError).message).toMatch(/502/);
  });

  it('throws ApiError with status 0 when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(callApi(enquiryRoutes.sendEnquiry, { body: enquiry }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it("rejects a success whose body does not match the route's response schema", async () => {
    stubFetch(() => jsonResponse(201, { id: 42 }));
    const error = await rejection(callApi(enquiryRoutes.sendEnquiry, { body: enquiry }));
    expect(error).toMatchObject({ status: 201, code: 'invalid_response' });
  });

  it('lets a caller abort', async () => {
    stubFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const error = await rejection(
      callApi(enquiryRoutes.sendEnquiry, { body: enquiry }, { signal: AbortSignal.abort() }),
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
