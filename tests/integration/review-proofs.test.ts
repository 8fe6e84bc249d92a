import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { api, bearer, bookingIn, postJson, signIn } from './support';

/**
 * The security review's proofs, re-run against the real handlers and emulators: each was a finding,
 * each must now be refused the way the issue says.
 */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe('review proofs: crafted input', () => {
  it('a crafted cursor on an admin list answers 400, not 500', async () => {
    const admin = await signIn({ admin: true });
    for (const list of ['bookings', 'invoices', 'users', 'enquiries']) {
      for (const cursor of [
        cursorOf({ PK: { S: 'x' }, SK: { S: 'y' } }),
        cursorOf({ PK: 'x', SK: 'y', GSI2PK: 'SOMETHING-ELSE', GSI2SK: 'z' }),
      ]) {
        const response = await api(`/api/admin/${list}?cursor=${cursor}`, {
          headers: bearer(admin.accessToken),
        });
        expect(response.status, list).toBe(400);
        expect(ErrorBodySchema.parse(await response.json()).code).toBe('invalid_cursor');
      }
    }
  });

  it('NUL, bidi overrides and lone surrogates in booking instructions answer 422', async () => {
    const client = await signIn();
    for (const instructions of ['gate code\u0000', 'ring \u202Eleb', '\\ud800']) {
      const response = await api('/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(client.accessToken) },
        // Written by hand so a lone surrogate reaches the server as JSON's escape, as a crafted request would.
        body: `{"serviceType":"ironing","serviceDate":"${inAWeek()}","serviceTime":"10:00","durationHours":2,"specialInstructions":${
          instructions === '\\ud800' ? '"x\\ud800"' : JSON.stringify(instructions)
        }}`,
      });
      expect(response.status, JSON.stringify(instructions)).toBe(422);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.issues?.map((issue) => issue.path)).toEqual(['specialInstructions']);
    }
  });

  it('NUL and bidi characters in a feedback comment answer 422', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client.accessToken, admin.accessToken, 'completed');
    for (const comment of ['great\u0000', 'great \u202Ekrow']) {
      const response = await postJson(
        `/api/bookings/${id}/feedback`,
        { rating: 5, comment },
        bearer(client.accessToken),
      );
      expect(response.status).toBe(422);
    }
    const fine = await postJson(
      `/api/bookings/${id}/feedback`,
      { rating: 5, comment: 'Great work' },
      bearer(client.accessToken),
    );
    expect(fine.status).toBe(201);
  });

  it('a booking in 9999 answers 422', async () => {
    const client = await signIn();
    const response = await postJson(
      '/api/bookings',
      { serviceType: 'ironing', serviceDate: '9999-12-31', serviceTime: '10:00', durationHours: 2 },
      bearer(client.accessToken),
    );
    expect(response.status).toBe(422);
  });
});
