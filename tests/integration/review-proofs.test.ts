import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryKey } from '../../lambdas/data/enquiry';
import { enquiryMail, type StoredMailState } from '../../lambdas/data/enquiry-mail';
import { dailyMailCountKey } from '../../lambdas/data/mail-limit';
import { ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { MAIL_TO_VISITOR_LIMITS } from '../../shared/limits';
import { ErrorBodySchema } from '../../shared/schemas/error';
import {
  api,
  bearer,
  bookingIn,
  bookingRequest,
  db,
  eventually,
  FROM_CLOUDFRONT,
  mailFor,
  mailTo,
  postJson,
  signIn,
  stack,
  stackIdle,
} from './support';

/**
 * The security review's proofs, re-run against the real handlers and emulators: each was a finding,
 * each must now be refused the way the issue says.
 */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const today = () => new Date().toISOString().slice(0, 10);
const storedEnquiry = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;
/** Where an enquiry's mail stands, as the office's inbox derives it from its notices (decision 012). */
const mailOf = async (id: string) =>
  (await enquiryMail([(await storedEnquiry(id)) as StoredMailState])).get(id);

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
        body: JSON.stringify(bookingRequest({ specialInstructions: 'MARK' })).replace(
          '"MARK"',
          instructions === '\\ud800' ? '"x\\ud800"' : JSON.stringify(instructions),
        ),
      });
      expect(response.status, JSON.stringify(instructions)).toBe(422);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.issues?.map((issue) => issue.path)).toEqual(['specialInstructions']);
    }
  });

  it('NUL and bidi characters in a feedback comment answer 422', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client, admin.accessToken, 'completed');
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
      bookingRequest({ serviceType: 'ironing', serviceDate: '9999-12-31' }),
      bearer(client.accessToken),
    );
    expect(response.status).toBe(422);
  });
});

describe('review proofs: the enquiry form is no mail relay', () => {
  const relay = (email: string, name: string) =>
    postJson('/api/enquiries', {
      type: 'general',
      name,
      email,
      subject: 'Your parcel is held',
      message: 'Pay the customs fee at https://phish.example/pay today',
    });

  afterEach(async () => {
    await db.send(new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: dailyMailCountKey(today()) }));
  });

  it('the acknowledgement carries none of the sender text, and a second one within the hour is not sent', async () => {
    const victim = `victim-${randomUUID()}@example.org`;
    const mailbox = [victim, victim.replace('@', '+2@')];
    const first = await relay(victim, 'Click https://phish.example/login now');
    expect(first.status).toBe(201);
    const acks = await eventually(async () => {
      const mails = await mailTo(victim);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const text = [acks[0]?.subject, acks[0]?.body.text, acks[0]?.body.html].join('\n');
    for (const typed of ['phish', 'Click', 'parcel', 'customs']) expect(text).not.toContain(typed);

    // Again, and with a +tag (the same mailbox): both stored and sent to the office, neither acknowledged.
    for (const address of mailbox) {
      const again = await relay(address, 'Second try');
      expect(again.status).toBe(201);
      const { id } = (await again.json()) as { id: string };
      // Sent: the office's copy went (the only notice it has).
      await eventually(async () => expect((await mailOf(id))?.mailStatus).toBe('sent'));
      expect((await storedEnquiry(id))?.acknowledgementWithheld).toBe('recent');
    }
    await stackIdle();
    const mails = (await Promise.all(mailbox.map((address) => mailFor(address)))).flat();
    expect(mails.filter((m) => m.destination.to.some((to) => mailbox.includes(to)))).toHaveLength(1);
    expect(mails.filter((m) => m.replyTo?.some((to) => mailbox.includes(to)))).toHaveLength(3);
  });

  it('past the daily cap no acknowledgement goes, the enquiry is still stored and reaches the office', async () => {
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: { ...dailyMailCountKey(today()), sent: MAIL_TO_VISITOR_LIMITS.dailyCap },
      }),
    );
    const visitor = `capped-${randomUUID()}@example.org`;
    const response = await relay(visitor, 'Jo');
    const { id } = (await response.json()) as { id: string };
    await eventually(async () => expect((await mailOf(id))?.mailStatus).toBe('sent'));
    expect((await storedEnquiry(id))?.acknowledgementWithheld).toBe('daily-cap');
    await stackIdle();
    const mails = await mailFor(visitor);
    expect(mails.filter((m) => m.destination.to.includes(visitor))).toHaveLength(0);
    expect(mails.filter((m) => m.replyTo?.includes(visitor))).toHaveLength(1);
  });
});

describe('review proofs: the API only through CloudFront', () => {
  /** Straight to the gateway, as to the execute-api endpoint: no origin header unless given. */
  const direct = (pathname: string, init: RequestInit = {}) => fetch(`${stack.urls.api}${pathname}`, init);
  const enquiry = (email: string) => ({
    type: 'general',
    name: 'Jo',
    email,
    subject: 'Direct',
    message: 'Sent past CloudFront.',
  });

  it('a request without the origin secret, or with a wrong one, is refused before any handler: 403, nothing stored', async () => {
    const client = await signIn();
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'guess'.repeat(10) }];
    for (const forged of attempts) {
      const me = await direct('/api/me', { headers: { ...forged, ...bearer(client.accessToken) } });
      expect(me.status).toBe(403);
      expect(ErrorBodySchema.parse(await me.json()).code).toBe('forbidden_origin');

      const email = `direct-${randomUUID()}@example.org`;
      const sent = await direct('/api/enquiries', {
        method: 'POST',
        headers: { ...forged, 'content-type': 'application/json' },
        body: JSON.stringify(enquiry(email)),
      });
      expect(sent.status).toBe(403);
      await stackIdle();
      expect(await mailTo(email)).toEqual([]);
    }
  });

  it('through the local CDN (CloudFront locally) the same requests work, whatever origin header the viewer sends', async () => {
    const { startCdn } = await import('../../local/cdn/server');
    const cdn = await startCdn({
      host: '127.0.0.1',
      port: 0,
      root: '/nonexistent',
      apiOrigin: stack.urls.api,
      apiOriginHeaders: FROM_CLOUDFRONT,
      config: {},
    });
    try {
      const client = await signIn();
      const me = await fetch(`${cdn.url}/api/me`, {
        // CloudFront replaces a viewer's header of the same name with its own.
        headers: { [ORIGIN_VERIFY_HEADER]: 'viewer-made', ...bearer(client.accessToken) },
      });
      expect(me.status).toBe(200);
      const sent = await fetch(`${cdn.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiry(`cdn-${randomUUID()}@example.org`)),
      });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: string };
      expect(await storedEnquiry(id)).toBeDefined();
    } finally {
      await cdn.stop();
    }
  });
});
