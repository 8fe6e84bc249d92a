import { randomInt, randomUUID } from 'node:crypto';
import {
  ConflictException,
  DeleteOptedOutNumberCommand,
  PinpointSMSVoiceV2Client,
  PutOptedOutNumberCommand,
  SendTextMessageCommand,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingItem, bookingPartition } from '../../lambdas/data/booking';
import { mobileLinkKey, usersWithMobile } from '../../lambdas/data/mobile';
import { NOTICE_SK_PREFIX } from '../../lambdas/data/notice';
import { profileKey, saveProfile, saveProfileDetails } from '../../lambdas/data/profile';
import { textNoticePut } from '../../lambdas/data/text-notice';
import { sendDueNotices } from '../../lambdas/notices/reactions';
import { sweepReminders, textReminderId } from '../../lambdas/notices/reminders';
import { textRefusal } from '../../lambdas/notices/send-text';
import { shortDay } from '../../lambdas/notices/texts';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { cancellationTerms } from '../../shared/booking-price';
import { MOBILE_CHANGE_LIMIT, MOBILE_CODE_LIMITS } from '../../shared/limits';
import { londonInstant } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { AccountExportSchema } from '../../shared/schemas/account';
import type { Booking } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { type Notice, NoticeListSchema } from '../../shared/schemas/notice';
import {
  MeSchema,
  MOBILE_CODE_MESSAGE,
  MOBILE_MESSAGE,
  MOBILE_NEEDED_MESSAGE,
} from '../../shared/schemas/user';
import { SMS_MESSAGE_TYPE, SMS_SENDER_ID, TEXT_NOT_SENT } from '../../shared/sms';
import {
  api,
  bearer,
  codeTextsTo,
  db,
  eventually,
  mailTo,
  patchJson,
  postJson,
  replyByText,
  signIn,
  stack,
  stackIdle,
  textsTo,
  turnTextsOn,
  visitWithin48Hours,
} from './support';

/**
 * The texts from end to end: the client's opt-in through the API, the text notice written with
 * the change, the sender driven by the table's stream, the text in the SMS stand-in's store; the
 * provider's opt-out list and a STOP reply honoured, and the notice saying why nothing was sent.
 */

const MINUTE = 60_000;

/** A UK mobile of this test's own (the stand-in texts no real phone). */
const ownMobile = () => {
  const national = `07${String(randomInt(100_000_000, 999_999_999))}`;
  return { written: `${national.slice(0, 5)} ${national.slice(5)}`, e164: `+44${national.slice(1)}` };
};

const putProfile = (token: string, body: unknown) =>
  api('/api/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

/** A signed-in client who takes texts at their own number, proven by its code. */
const textingClient = async () => {
  const client = await signIn();
  const mobile = await turnTextsOn(client.accessToken, ownMobile().written);
  return { ...client, mobile };
};

const meOf = async (token: string) =>
  MeSchema.parse(await (await api('/api/me', { headers: bearer(token) })).json());

const confirmCode = (token: string, code: string) =>
  postJson('/api/me/mobile-code/confirm', { code }, bearer(token));

/** A code that is not `code`: the same length, one digit moved on. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

const provider = new PinpointSMSVoiceV2Client({
  endpoint: stack.urls.sms,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
});
afterAll(() => provider.destroy());

const noticesOf = async (bookingId: string, adminToken: string): Promise<Notice[]> => {
  const response = await api(`/api/admin/bookings/${bookingId}/notices`, { headers: bearer(adminToken) });
  expect(response.status).toBe(200);
  return NoticeListSchema.parse(await response.json()).notices;
};

const textNotices = async (bookingId: string, adminToken: string) =>
  (await noticesOf(bookingId, adminToken)).filter((notice) => notice.channel === 'sms');

const cancelWithin48Hours = async (client: { sub: string; accessToken: string }) => {
  const visit = await visitWithin48Hours(client);
  const terms = cancellationTerms({ ...visit, estimatePence: visit.estimate?.totalPence }, new Date());
  const cancelled = await postJson(
    `/api/bookings/${visit.id}/cancel`,
    { acceptedFeePence: terms.feePence },
    bearer(client.accessToken),
  );
  expect(cancelled.status).toBe(200);
  return visit;
};

describe('the SMS stand-in speaks End User Messaging to the unchanged SDK', () => {
  it('answers a MessageId, and refuses an opted-out number as the service does', async () => {
    const to = ownMobile().e164;
    const send = new SendTextMessageCommand({
      DestinationPhoneNumber: to,
      OriginationIdentity: SMS_SENDER_ID,
      MessageType: SMS_MESSAGE_TYPE,
      MessageBody: 'Potters Bar Home Services: a test',
    });
    const { MessageId } = await provider.send(send);
    expect(MessageId).toMatch(/^[0-9a-f-]{36}$/);
    await provider.send(
      new PutOptedOutNumberCommand({ OptOutListName: 'local-opt-out-list', OptedOutNumber: to }),
    );
    const refusal = await provider.send(send).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictException);
    expect(refusal).toMatchObject({
      name: 'ConflictException',
      Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
    });
    expect(textRefusal(refusal)).toBe('opted_out');
    expect((await textsTo(to)).map((text) => text.messageId)).toEqual([MessageId]);
    // Outside the UK: refused as the stage's protect configuration (GB only) refuses it, for good.
    const abroad = await provider
      .send(new SendTextMessageCommand({ ...send.input, DestinationPhoneNumber: '+33612345678' }))
      .catch((error: unknown) => error);
    expect(abroad).toMatchObject({
      name: 'ConflictException',
      Reason: 'DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION',
    });
    expect(textRefusal(abroad)).toBe('permanent');
    expect(await textsTo('+33612345678')).toEqual([]);
    // Its controls (and the payments stand-in's) take no key: they listen on this machine alone (decision 043).
    expect(new URL(stack.urls.sms).hostname).toBe('127.0.0.1');
    expect(new URL(stack.urls.payments).hostname).toBe('127.0.0.1');
    // People read the same texts on its page.
    const page = await fetch(stack.urls.sms);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(`<td>${to}</td>`);
  });
});

describe('the mobile number on the profile', () => {
  it.each([
    ['a landline', '01632 960123', MOBILE_MESSAGE],
    ['a French mobile', '+33 6 12 34 56 78', MOBILE_MESSAGE],
    ['too few digits', '07700 90012', MOBILE_MESSAGE],
    ['texts on with no number', '', MOBILE_NEEDED_MESSAGE],
  ])(
    'refuses %s with the issue on the mobile field (422, as every field the API refuses)',
    async (_, mobile, message) => {
      const client = await signIn();
      const response = await putProfile(client.accessToken, {
        fullName: 'Nia Okafor',
        mobile,
        textMessages: true,
      });
      expect(response.status).toBe(422);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.code).toBe('validation_failed');
      expect(body.issues).toEqual([expect.objectContaining({ path: 'mobile', message })]);
    },
  );

  it('takes five new numbers a day; the sixth is refused with 429 and the profile keeps the last', async () => {
    const client = await signIn();
    const { limit } = MOBILE_CHANGE_LIMIT;
    let last = '';
    for (let change = 0; change < limit; change += 1) {
      const mobile = ownMobile();
      const saved = await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile: mobile.written });
      expect(saved.status).toBe(200);
      last = mobile.e164;
    }
    // Saving the same number again, or the other details, is no new number.
    expect((await putProfile(client.accessToken, { fullName: 'Nia O. Okafor', mobile: last })).status).toBe(
      200,
    );
    const refused = await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: ownMobile().written,
      textMessages: true,
    });
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json()).code).toBe('rate_limited');
    const me = MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json());
    expect(me).toMatchObject({ mobile: last, textMessages: false, fullName: 'Nia O. Okafor' });
  });

  it('stores E.164, off by default, with a link the number finds it by, moved when the number changes', async () => {
    const client = await signIn();
    const first = ownMobile();
    const saved = await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile: first.written });
    expect(MeSchema.parse(await saved.json())).toMatchObject({ mobile: first.e164, textMessages: false });
    const link = (e164: string) =>
      db.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: mobileLinkKey(e164, client.sub) }));
    expect((await link(first.e164)).Item).toMatchObject({ userId: client.sub });

    const second = ownMobile();
    await turnTextsOn(client.accessToken, second.e164);
    // Released (the TTL removes it), and no longer found by the number.
    expect((await link(first.e164)).Item).toMatchObject({ released: true, expiresAt: expect.any(Number) });
    expect(await usersWithMobile(first.e164)).toEqual([]);
    expect((await link(second.e164)).Item).toMatchObject({ userId: client.sub });
    const me = MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json());
    expect(me).toMatchObject({ mobile: second.e164, textMessages: true });

    expect(await usersWithMobile(second.e164)).toEqual([client.sub]);
    // The client's copy of their data says which number texts go to, and that they are on.
    const exported = await api('/api/me/export', { headers: bearer(client.accessToken) });
    expect(AccountExportSchema.parse(await exported.json()).profile).toMatchObject({
      mobile: second.e164,
      textMessages: true,
    });

    // Removing the number releases its link, and texts go off with it.
    await putProfile(client.accessToken, { fullName: 'Nia Okafor', textMessages: false });
    expect(await usersWithMobile(second.e164)).toEqual([]);
    const after = MeSchema.parse(
      await (await api('/api/me', { headers: bearer(client.accessToken) })).json(),
    );
    expect(after.mobile).toBeUndefined();
    expect(after.textMessages).toBe(false);
  });
});

describe('texts only to a number its holder proved', () => {
  it('asked for at any number, texts stay off and a code goes to that number; a wrong code is counted, the right one turns them on and records the consent', async () => {
    const client = await signIn();
    const mobile = ownMobile();
    const saved = await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: mobile.written,
      textMessages: true,
    });
    expect(saved.status).toBe(200);
    const pending = MeSchema.parse(await saved.json());
    expect(pending).toMatchObject({
      mobile: mobile.e164,
      textMessages: false,
      mobileCode: { mobile: mobile.e164 },
    });
    expect(pending.textsConsent).toBeUndefined();
    const [text] = await eventually(async () => {
      const codes = await codeTextsTo(mobile.e164);
      expect(codes).toHaveLength(1);
      return codes;
    });
    if (!text) throw new Error('no code');
    expect(text.body).toMatch(/^\d{6} is your Potters Bar Home Services code to turn on texts/);
    // Nothing about visits goes to the number meanwhile: the notice sender finds texts off.
    await cancelWithin48Hours(client);
    await eventually(async () => expect(await mailTo(client.email)).not.toHaveLength(0));
    await stackIdle();
    expect(await textsTo(mobile.e164)).toEqual([]);

    const wrong = await confirmCode(client.accessToken, wrongCode(text.code));
    expect(wrong.status).toBe(422);
    expect(ErrorBodySchema.parse(await wrong.json())).toMatchObject({
      code: 'code_refused',
      issues: [expect.objectContaining({ path: 'code' })],
    });
    expect((await meOf(client.accessToken)).textMessages).toBe(false);

    const right = await confirmCode(client.accessToken, ` ${text.code.slice(0, 3)} ${text.code.slice(3)} `);
    expect(right.status).toBe(200);
    const on = MeSchema.parse(await right.json());
    expect(on).toMatchObject({
      textMessages: true,
      textsConsent: { mobile: mobile.e164, at: expect.any(String) },
    });
    expect(on.mobileCode).toBeUndefined();
    // Used up: the same code again finds nothing waiting.
    const again = await confirmCode(client.accessToken, text.code);
    expect(again.status).toBe(422);
    const stored = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: profileKey(client.sub) }),
    );
    expect(stored.Item?.mobileCode).toBeUndefined();
    expect(JSON.stringify(stored.Item)).not.toContain(text.code);
  });

  it('a code stops after five wrong tries and when the number changes; a new one replaces it; six codes a day are refused', async () => {
    const client = await signIn();
    const first = ownMobile();
    await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: first.written,
      textMessages: true,
    });
    const code = (
      await eventually(async () => {
        const [text] = await codeTextsTo(first.e164);
        if (!text) throw new Error('no code yet');
        return text;
      })
    ).code;
    for (let tries = 0; tries < MOBILE_CODE_LIMITS.wrongCodes; tries += 1)
      expect((await confirmCode(client.accessToken, wrongCode(code))).status).toBe(422);
    const tooLate = await confirmCode(client.accessToken, code);
    expect(tooLate.status).toBe(422);
    expect(ErrorBodySchema.parse(await tooLate.json()).message).toMatch(
      /run out or was tried too many times/,
    );

    // A new code works, and the one before it no longer does.
    const resent = await postJson('/api/me/mobile-code', undefined, bearer(client.accessToken));
    expect(resent.status).toBe(200);
    const codes = await eventually(async () => {
      const texts = await codeTextsTo(first.e164);
      expect(texts).toHaveLength(2);
      return texts;
    });
    const newest = codes[1]?.code ?? '';
    if (newest !== code) expect((await confirmCode(client.accessToken, code)).status).toBe(422);

    // A code proves only the number it went to: a new number drops it.
    const second = ownMobile();
    await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile: second.written });
    expect((await confirmCode(client.accessToken, newest)).status).toBe(422);
    const me = await meOf(client.accessToken);
    expect(me).toMatchObject({ mobile: second.e164, textMessages: false });
    expect(me.mobileCode).toBeUndefined();

    // Five codes a day for an account: two were sent, three more go, the sixth is refused.
    await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: second.written,
      textMessages: true,
    });
    for (let sends = 3; sends < MOBILE_CODE_LIMITS.sends.limit; sends += 1)
      expect((await postJson('/api/me/mobile-code', undefined, bearer(client.accessToken))).status).toBe(200);
    const refused = await postJson('/api/me/mobile-code', undefined, bearer(client.accessToken));
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json()).code).toBe('rate_limited');
  });

  it('the number once proven turns back on without a code; another number needs its own', async () => {
    const client = await signIn();
    const mobile = await turnTextsOn(client.accessToken, ownMobile().written);
    await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile, textMessages: false });
    const back = await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile, textMessages: true });
    expect(MeSchema.parse(await back.json())).toMatchObject({ textMessages: true, textsConsent: { mobile } });
    expect(await codeTextsTo(mobile)).toHaveLength(1);

    const other = ownMobile();
    const moved = await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: other.written,
      textMessages: true,
    });
    expect(MeSchema.parse(await moved.json())).toMatchObject({
      mobile: other.e164,
      textMessages: false,
      // The consent on record is still the one given, for the number it was given for.
      textsConsent: { mobile },
      mobileCode: { mobile: other.e164 },
    });
  });

  it('refuses a code that is not six digits on its field, and a new code without a mobile', async () => {
    const client = await signIn();
    const malformed = await confirmCode(client.accessToken, '12ab');
    expect(malformed.status).toBe(422);
    expect(ErrorBodySchema.parse(await malformed.json()).issues).toEqual([
      expect.objectContaining({ path: 'code', message: MOBILE_CODE_MESSAGE }),
    ]);
    const noMobile = await postJson('/api/me/mobile-code', undefined, bearer(client.accessToken));
    expect(noMobile.status).toBe(422);
    expect(ErrorBodySchema.parse(await noMobile.json()).issues).toEqual([
      expect.objectContaining({ path: 'mobile', message: MOBILE_NEEDED_MESSAGE }),
    ]);
  });
});

describe('texts beside the mail', () => {
  it('a client with texts off gets the mail of a late cancellation and no text', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const mobile = ownMobile();
    await putProfile(client.accessToken, { fullName: 'Nia Okafor', mobile: mobile.written });
    const visit = await cancelWithin48Hours(client);
    await eventually(async () => expect(await mailTo(client.email)).not.toHaveLength(0));
    await stackIdle();
    expect(await textsTo(mobile.e164)).toEqual([]);
    expect(await textNotices(visit.id, admin.accessToken)).toEqual([]);
  });

  it('a late cancellation is texted once, from the sender ID, as a transactional message', async () => {
    const [client, admin] = await Promise.all([textingClient(), signIn({ admin: true })]);
    const visit = await cancelWithin48Hours(client);
    const [text] = await eventually(async () => {
      const texts = await textsTo(client.mobile);
      expect(texts).toHaveLength(1);
      return texts;
    });
    expect(text).toMatchObject({ from: SMS_SENDER_ID, messageType: SMS_MESSAGE_TYPE });
    expect(text?.body).toMatch(/^Potters Bar Home Services: your Babysitting visit on .* is cancelled\./);
    expect(text?.body.length).toBeLessThanOrEqual(160);
    // The sender marks the notice just after the provider took the text.
    await stackIdle();
    const [notice] = await textNotices(visit.id, admin.accessToken);
    expect(notice).toMatchObject({
      kind: 'booking-cancelled',
      channel: 'sms',
      status: 'sent',
      to: client.mobile,
      text: text?.body,
    });
    await stackIdle();
    expect(await textsTo(client.mobile)).toHaveLength(1);
  });

  it('the office moving a visit that starts within 48 hours texts the new time', async () => {
    const [client, admin] = await Promise.all([textingClient(), signIn({ admin: true })]);
    const visit = await visitWithin48Hours(client);
    const later = new Date(londonInstant(visit.serviceDate, visit.serviceTime).getTime() + 24 * 60 * MINUTE);
    const serviceDate = later.toISOString().slice(0, 10);
    const moved = await patchJson(
      `/api/admin/bookings/${visit.id}/details`,
      { serviceDate, overrideReason: 'The client phoned to move it' },
      admin.accessToken,
    );
    expect(moved.status).toBe(200);
    const [text] = await eventually(async () => {
      const texts = await textsTo(client.mobile);
      expect(texts).toHaveLength(1);
      return texts;
    });
    expect(text?.body).toContain(`visit is moved to ${shortDay(serviceDate)}, ${visit.serviceTime}`);
    expect(text?.body).toContain(`(was ${shortDay(visit.serviceDate)}, ${visit.serviceTime})`);
    await stackIdle();
    expect((await textNotices(visit.id, admin.accessToken)).map((n) => [n.kind, n.status])).toEqual([
      ['booking-rescheduled', 'sent'],
    ]);
  });
});

describe('reminders by text', () => {
  // A sweep at a fixed instant, for a visit 24 h after it (as the reminder sweep's own tests do).
  const sweepAt = new Date('2027-06-15T08:00:00.000Z');

  it('the sweep writes the text beside the mail once; the text goes once, however often it runs', async () => {
    const id = randomUUID();
    const mobile = ownMobile();
    await saveProfile({
      id,
      email: `texts-${id}@example.org`,
      fullName: 'Nia Okafor',
      createdAt: new Date().toISOString(),
    });
    await saveProfileDetails(id, {
      fullName: 'Nia Okafor',
      reminders: 'email',
      accessNotes: undefined,
      mobile: mobile.e164,
      textMessages: true,
    });
    const booking: Booking = {
      id: randomUUID(),
      userId: id,
      serviceType: 'domestic_cleaning',
      serviceDate: '2027-06-16',
      serviceTime: '09:00',
      durationHours: 2,
      status: 'confirmed',
      createdAt: '2027-06-01T09:00:00.000Z',
      scheduleVersion: 0,
    };
    expect(londonInstant(booking.serviceDate, booking.serviceTime).getTime() - sweepAt.getTime()).toBe(
      24 * 60 * MINUTE,
    );
    await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: bookingItem(booking, 'client') }));

    const first = await sweepReminders(sweepAt);
    expect(first.texts).toBeGreaterThanOrEqual(1);
    expect((await sweepReminders(sweepAt)).written).toBe(0);
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: stack.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :notice)',
        ExpressionAttributeValues: { ':pk': bookingPartition(booking.id), ':notice': NOTICE_SK_PREFIX },
        ConsistentRead: true,
      }),
    );
    expect(Items.map((item) => [item.id, item.channel ?? 'email']).sort()).toEqual(
      [
        [`reminder-${booking.id}-0`, 'email'],
        [textReminderId(booking), 'sms'],
      ].sort(),
    );

    // Due at the sweep's instant, so sent by the schedule's run then (the stream's run finds them not due).
    await sendDueNotices(sweepAt);
    await sendDueNotices(new Date(sweepAt.getTime() + 10 * MINUTE));
    await stackIdle();
    const texts = await textsTo(mobile.e164);
    expect(texts.map((text) => text.body)).toEqual([
      `Potters Bar Home Services: reminder: Domestic Cleaning tomorrow, Wed 16 Jun, 09:00. Questions? Call 01632 960123`,
    ]);
  });
});

describe('a number that opted out', () => {
  it("on the provider's opt-out list: not texted, recorded as opted_out, and the client's switch turned off", async () => {
    const [client, admin] = await Promise.all([textingClient(), signIn({ admin: true })]);
    await provider.send(
      new PutOptedOutNumberCommand({ OptOutListName: 'local-opt-out-list', OptedOutNumber: client.mobile }),
    );
    const visit = await cancelWithin48Hours(client);
    const [notice] = await eventually(async () => {
      const notices = await textNotices(visit.id, admin.accessToken);
      expect(notices.map((n) => n.status)).toEqual(['failed']);
      return notices;
    });
    expect(notice).toMatchObject({ lastError: TEXT_NOT_SENT.optedOut });
    expect(await textsTo(client.mobile)).toEqual([]);
    const { Item } = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: profileKey(client.sub), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ textMessages: false });

    // The office resends once the number is off the list and the client has turned texts back on.
    await provider.send(
      new DeleteOptedOutNumberCommand({
        OptOutListName: 'local-opt-out-list',
        OptedOutNumber: client.mobile,
      }),
    );
    await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: client.mobile,
      textMessages: true,
    });
    const resent = await api(`/api/admin/bookings/${visit.id}/notices/${notice?.id}/resend`, {
      method: 'POST',
      headers: bearer(admin.accessToken),
    });
    expect(resent.status).toBe(200);
    await eventually(async () => expect(await textsTo(client.mobile)).toHaveLength(1));
    await stackIdle();
    expect((await textNotices(visit.id, admin.accessToken)).map((n) => [n.status, n.resentBy])).toEqual([
      ['sent', expect.any(String)],
    ]);
  });

  it('a STOP reply turns texts off: the next text is not sent and says why', async () => {
    const [client, admin] = await Promise.all([textingClient(), signIn({ admin: true })]);
    await replyByText(client.mobile, 'Stop please');
    const me = MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json());
    expect(me).toMatchObject({ mobile: client.mobile, textMessages: false });

    // Texts off when the change is written: no text notice at all.
    const visit = await cancelWithin48Hours(client);
    await stackIdle();
    expect(await textNotices(visit.id, admin.accessToken)).toEqual([]);
    expect(await textsTo(client.mobile)).toEqual([]);
  });

  it('texts turned off after the notice was written: not sent, and the notice says opted_out', async () => {
    const [client, admin] = await Promise.all([textingClient(), signIn({ admin: true })]);
    const visit = await visitWithin48Hours(client);
    // Written due in a minute, as a retry would be: the stream's run finds it not yet due.
    const dueAt = new Date(Date.now() + MINUTE);
    await db.send(
      new TransactWriteCommand({
        TransactItems: [textNoticePut('booking-cancelled', visit, { now: dueAt })],
      }),
    );
    await putProfile(client.accessToken, {
      fullName: 'Nia Okafor',
      mobile: client.mobile,
      textMessages: false,
    });
    await sendDueNotices(new Date(dueAt.getTime() + MINUTE));
    await stackIdle();
    const notices = await textNotices(visit.id, admin.accessToken);
    expect(notices.map((n) => [n.status, n.lastError])).toEqual([['failed', TEXT_NOT_SENT.optedOut]]);
    expect(await textsTo(client.mobile)).toEqual([]);
  });
});
