import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { enquiryKey } from '../../lambdas/data/enquiry';
import { enquiryMail, type StoredMailState } from '../../lambdas/data/enquiry-mail';
import { legalIdentity, replyPromise } from '../../shared/business';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { api, db, eventually, mailFor, mailTo, postJson, stack, stackIdle } from './support';

const general = () => ({
  type: 'general',
  name: 'Jane Doe',
  email: `jane-${randomUUID()}@example.org`,
  subject: 'Weekly clean',
  message: 'Could you quote for a weekly two-hour clean, please?',
});

const cleaning = () => ({
  type: 'cleaning',
  fullName: 'Tom Bennett',
  telephone: '01632 960456',
  address: '12 Darkes Lane, Potters Bar',
  email: `tom-${randomUUID()}@example.org`,
  serviceRequired: 'cleaning',
  specialRequirements: 'Two cats',
  preferredDaysTimes: 'Mornings',
});

const nanny = () => ({
  ...cleaning(),
  type: 'nanny',
  serviceRequired: 'both',
  numberOfChildren: 2,
  childrenAges: '4 and 7',
  childrenGenders: 'Girl and boy',
});

const stored = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
    )
  ).Item;

/** Where an enquiry's mail stands, as the office's inbox derives it from its notices (decision 012). */
const mailOf = async (id: string) => (await enquiryMail([(await stored(id)) as StoredMailState])).get(id);

/** The notice sender's two messages about `email` (to the company, reply-to the visitor; and to the visitor). */
const mailsTo = (email: string, count: number) =>
  eventually(async () => {
    const mails = await mailFor(email);
    expect(mails).toHaveLength(count);
    return mails;
  });

const expectErrorBody = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  const body = ErrorBodySchema.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
};

describe('POST /api/enquiries', () => {
  it('stores a general enquiry, mails the company with reply-to the sender, and acknowledges the sender', async () => {
    const enquiry = general();
    const response = await postJson('/api/enquiries', { ...enquiry, name: '  Jane Doe  ' });
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: string; receivedAt: string };
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

    expect((await stored(receipt.id))?.enquiry).toMatchObject({ ...enquiry, name: 'Jane Doe' });
    await eventually(async () => expect((await mailOf(receipt.id))?.mailStatus).toBe('sent'));
    // On no queue of its own: its mails are notices, in its partition.
    expect((await stored(receipt.id))?.GSI1PK).toBeUndefined();

    // Only this enquiry's mail: the notice sender may still be sending earlier files' notices meanwhile.
    const mail = await mailsTo(enquiry.email, 2);
    const toCompany = mail.find((m) => m.destination.to.includes(stack.env.MAIL_TO ?? ''));
    expect(toCompany?.replyTo).toEqual([enquiry.email]);
    expect(toCompany?.subject).toContain('Weekly clean');
    expect(toCompany?.body.text).toContain(enquiry.message);
    const toSender = mail.find((m) => m.destination.to.includes(enquiry.email));
    expect(toSender?.body.text).toContain(`will reply ${replyPromise.form}.`);
    expect(toSender?.body.text).toContain(legalIdentity.registered);
  });

  it.each([
    ['cleaning', cleaning],
    ['nanny', nanny],
  ])('accepts a %s registration', async (_type, make) => {
    const registration = make();
    const response = await postJson('/api/enquiries', registration);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await stored(id))?.enquiry).toMatchObject(registration);
    await mailsTo(registration.email, 2);
  });

  it('escapes what a visitor typed in the HTML mail', async () => {
    const visitor = general();
    await postJson('/api/enquiries', { ...visitor, message: '<script>alert(1)</script> please call me' });
    const html = (await mailsTo(visitor.email, 2)).map((m) => m.body.html ?? '').join('');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });

  describe('refuses bad requests with the error body, storing nothing', () => {
    it('malformed JSON is 400', async () => {
      const response = await api('/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type": "general", ',
      });
      await expectErrorBody(response, 400, 'invalid_json');
    });

    it('a wrong content type is 415', async () => {
      const response = await api('/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(general()),
      });
      await expectErrorBody(response, 415, 'unsupported_media_type');
    });

    it('missing fields are 422 with an issue per field, using the form messages', async () => {
      const body = await expectErrorBody(
        await postJson('/api/enquiries', { type: 'general', name: 'J', email: 'nope' }),
        422,
        'validation_failed',
      );
      const byPath = Object.fromEntries(body.issues?.map((issue) => [issue.path, issue.message]) ?? []);
      expect(byPath.name).toBe('Name must be at least 2 characters');
      expect(byPath.email).toBe('Please enter a valid email address');
      expect(byPath.subject).toBeDefined();
      expect(byPath.message).toBeDefined();
    });

    it('over-long fields are 422', async () => {
      const body = await expectErrorBody(
        await postJson('/api/enquiries', { ...general(), message: 'x'.repeat(1001) }),
        422,
        'validation_failed',
      );
      expect(body.issues?.[0]).toEqual({
        path: 'message',
        message: 'Message must be at most 1000 characters',
      });
    });

    it('a wrong type is 422', async () => {
      await expectErrorBody(
        await postJson('/api/enquiries', { ...general(), type: 'complaint' }),
        422,
        'validation_failed',
      );
    });

    it('unknown fields are rejected, not silently stored', async () => {
      const body = await expectErrorBody(
        await postJson('/api/enquiries', { ...general(), isAdmin: true }),
        422,
        'validation_failed',
      );
      expect(body.issues?.[0]?.message).toContain('isAdmin');
    });

    it('a nanny registration needs at least one child', async () => {
      const body = await expectErrorBody(
        await postJson('/api/enquiries', { ...nanny(), numberOfChildren: 0 }),
        422,
        'validation_failed',
      );
      expect(body.issues?.[0]).toEqual({
        path: 'numberOfChildren',
        message: 'Number of children must be at least 1',
      });
    });

    it('an oversized body is 413', async () => {
      await expectErrorBody(
        await postJson('/api/enquiries', { ...general(), message: 'x'.repeat(40_000) }),
        413,
        'payload_too_large',
      );
    });

    it('an empty body is 400', async () => {
      const response = await api('/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      await expectErrorBody(response, 400, 'invalid_json');
    });

    it('sends no mail for any of them', async () => {
      const email = `refused-${randomUUID()}@example.org`;
      const response = await postJson('/api/enquiries', { type: 'general', name: 'Jo', email });
      await expectErrorBody(response, 422, 'validation_failed');
      await stackIdle();
      expect(await mailFor(email)).toHaveLength(0);
    });
  });

  describe('Idempotency-Key', () => {
    it('a repeated key stores and mails once, and replays the first receipt', async () => {
      const key = randomUUID();
      const enquiry = general();
      const first = await postJson('/api/enquiries', enquiry, { [IDEMPOTENCY_HEADER]: key });
      const second = await postJson('/api/enquiries', enquiry, { [IDEMPOTENCY_HEADER]: key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      const [a, b] = [await first.json(), await second.json()];
      expect(b).toEqual(a);
      await mailsTo(enquiry.email, 2);
      await stackIdle();
      expect(await mailFor(enquiry.email)).toHaveLength(2);
    });

    it('concurrent requests with one key store one enquiry', async () => {
      const key = randomUUID();
      const enquiry = general();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => postJson('/api/enquiries', enquiry, { [IDEMPOTENCY_HEADER]: key })),
      );
      const ids = new Set<string>();
      for (const response of responses) {
        if (response.status === 201) ids.add(((await response.json()) as { id: string }).id);
        else expect(response.status).toBe(409);
      }
      expect(ids.size).toBe(1);
      await mailsTo(enquiry.email, 2);
      await stackIdle();
      expect(await mailTo(enquiry.email)).toHaveLength(1);
    });

    it('the same key with a different request is 422', async () => {
      const key = randomUUID();
      const first = general();
      await postJson('/api/enquiries', first, { [IDEMPOTENCY_HEADER]: key });
      await mailsTo(first.email, 2);
      await expectErrorBody(
        await postJson('/api/enquiries', general(), { [IDEMPOTENCY_HEADER]: key }),
        422,
        'idempotency_key_reused',
      );
    });

    it('a malformed key is 400', async () => {
      await expectErrorBody(
        await postJson('/api/enquiries', general(), { [IDEMPOTENCY_HEADER]: 'bad key!' }),
        400,
        'invalid_idempotency_key',
      );
    });
  });
});

describe('honeypot', () => {
  it('an enquiry that fills the hidden field is answered like any other, and dropped', async () => {
    const bot = { ...general(), website: 'http://spam.example' };
    const response = await postJson('/api/enquiries', bot);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored(id)).toBeUndefined();
    await stackIdle();
    expect(await mailFor(bot.email)).toHaveLength(0);
  });

  it('an empty hidden field is a person, and is not stored with the enquiry', async () => {
    const person = general();
    const response = await postJson('/api/enquiries', { ...person, website: '' });
    const { id } = (await response.json()) as { id: string };
    const item = await stored(id);
    expect(item?.enquiry).toBeDefined();
    expect(item?.enquiry).not.toHaveProperty('website');
    await mailsTo(person.email, 2);
  });
});
