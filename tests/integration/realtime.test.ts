import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectionsOf } from '../../lambdas/data/connection';
import {
  REALTIME_CONNECTIONS_PER_ACCOUNT,
  REALTIME_PROTOCOL,
  type RealtimeMessage,
  topicOf,
} from '../../shared/realtime';
import {
  accessClaims,
  bookingIn,
  giveVisitTo,
  invoicedAndPaid,
  markLeft,
  memberWithAccount,
  patchJson,
  postJson,
  signIn,
  signWithLocalKey,
  stack,
  stackIdle,
} from './support';

/**
 * The realtime channel (decision 028), over real WebSocket connections to the local stand-in
 * of the WebSocket API, which runs the same authorizer and handlers as AWS would.
 */

/** One open connection, as a browser tab holds it: what it heard, and whether it was closed. */
class Listener {
  readonly heard: RealtimeMessage[] = [];
  private waiting: { match: (message: RealtimeMessage) => boolean; resolve: (m: RealtimeMessage) => void }[] =
    [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as RealtimeMessage;
      this.heard.push(message);
      for (const waiter of [...this.waiting])
        if (waiter.match(message)) {
          this.waiting = this.waiting.filter((one) => one !== waiter);
          waiter.resolve(message);
        }
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** The first message (heard already or to come) that matches. */
  next(match: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage> {
    const heard = this.heard.find(match);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }

  /**
   * Settles once every message the server sent so far has arrived: a ping's pong comes back on the same
   * connection after them. With stackIdle (every fan-out finished), "heard nothing" can then fail.
   */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('pong', () => resolve());
      this.socket.ping();
    });
  }

  changes(kind: string, id: string) {
    return this.heard.filter(
      (message) => message.type === 'change' && message.kind === kind && message.id === id,
    );
  }
}

const opened: WebSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});

/** Connects as a browser does; answers the listener, or the HTTP status the handshake was refused with. */
const connect = (protocols: string[] | undefined): Promise<Listener | { refused: number }> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(stack.urls.realtime, protocols);
    opened.push(socket);
    socket.once('open', () => resolve(new Listener(socket)));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ refused: response.statusCode ?? 0 }),
    );
    socket.once('error', (error) => reject(error));
  });

const listen = async (token: string): Promise<Listener> => {
  const result = await connect([REALTIME_PROTOCOL, token]);
  if (!(result instanceof Listener)) throw new Error(`the connection was refused with ${result.refused}`);
  return result;
};

/** Whatever every listener heard, once everything the stack was doing is done. */
const settle = async (...listeners: Listener[]) => {
  await stackIdle();
  await Promise.all(listeners.map((listener) => listener.settled()));
};

describe('a connection', () => {
  it('is refused without a valid access token of this pool and client', async () => {
    const { idToken, sub } = await signIn();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Math.floor(Date.now() / 1000);
    const refusals = {
      'no protocol at all': undefined,
      'the protocol without a token': [REALTIME_PROTOCOL],
      'a token without the protocol': ['something-else', signWithLocalKey(accessClaims({ sub }))],
      'a made-up token': [REALTIME_PROTOCOL, 'not.a.token'],
      'an ID token': [REALTIME_PROTOCOL, idToken],
      'a token signed by another key': [
        REALTIME_PROTOCOL,
        signWithLocalKey(accessClaims({ sub }), privateKey.export({ format: 'jwk' })),
      ],
      "another pool's token": [
        REALTIME_PROTOCOL,
        signWithLocalKey(
          accessClaims({ sub, iss: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other' }),
        ),
      ],
      "another app client's token": [
        REALTIME_PROTOCOL,
        signWithLocalKey(accessClaims({ sub, client_id: 'other' })),
      ],
      'an expired token': [
        REALTIME_PROTOCOL,
        signWithLocalKey(accessClaims({ sub, iat: now - 7200, exp: now - 60 })),
      ],
    };
    for (const [what, protocols] of Object.entries(refusals)) {
      const result = await connect(protocols);
      expect({ what, refused: result instanceof Listener ? 'accepted' : result.refused }).toEqual({
        what,
        refused: 401,
      });
    }
  });

  it("holds at most its account's share of connections, even opened all at once, and frees one as it closes", async () => {
    const [client, other] = await Promise.all([signIn(), signIn()]);
    const tries = REALTIME_CONNECTIONS_PER_ACCOUNT + 5;
    const results = await Promise.all(
      Array.from({ length: tries }, () => connect([REALTIME_PROTOCOL, client.accessToken])),
    );
    const open = results.filter((result): result is Listener => result instanceof Listener);
    expect(open).toHaveLength(REALTIME_CONNECTIONS_PER_ACCOUNT);
    expect(results.filter((result) => !(result instanceof Listener))).toEqual(
      Array(tries - REALTIME_CONNECTIONS_PER_ACCOUNT).fill({ refused: 429 }),
    );
    // Another account is not held back by this one.
    await listen(other.accessToken);
    // One tab closes: once its `$disconnect` has run, a new one may open, and only one.
    const closed = new Promise((resolve) => open[0]?.socket.once('close', resolve));
    open[0]?.socket.close();
    await closed;
    await stackIdle();
    expect(await listen(client.accessToken)).toBeInstanceOf(Listener);
    expect(await connect([REALTIME_PROTOCOL, client.accessToken])).toEqual({ refused: 429 });
  });

  it('hears nothing of the office by asking for it', async () => {
    const [client, neighbour, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const [listener, office] = await Promise.all([listen(client.accessToken), listen(admin.accessToken)]);
    listener.socket.send(JSON.stringify({ action: 'subscribe', topic: 'office' }));
    // No route takes it (the API has no `$default`): API Gateway's own frame, and no function runs.
    await listener.next((message) => (message as { message?: string }).message === 'Forbidden');
    const bookingId = await bookingIn(neighbour, admin.accessToken, 'pending');
    await office.next((message) => message.type === 'change' && message.id === bookingId);
    // A visitor's enquiry: the office's inbox count moves, and nobody else hears of it.
    const sent = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Jane Doe',
      email: `jane-${randomUUID()}@example.org`,
      subject: 'Weekly clean',
      message: 'Could you quote for a weekly two-hour clean, please?',
    });
    expect(sent.status).toBe(201);
    const { id: enquiryId } = (await sent.json()) as { id: string };
    await office.next(
      (message) => message.type === 'change' && message.kind === 'enquiry' && message.id === enquiryId,
    );
    await settle(listener);
    expect(listener.heard).toEqual([
      { message: 'Forbidden', connectionId: expect.any(String), requestId: expect.any(String) },
    ]);
  });
});

describe('changes', () => {
  it('reach exactly the client whose visit it is, the office, and the member it is given to', async () => {
    const admin = await signIn({ admin: true });
    const [client, neighbour, adminWithoutMfa] = await Promise.all([
      signIn(),
      signIn(),
      signIn({ admin: true, mfa: false }),
    ]);
    const [mine, theirs, office, unverifiedOffice] = await Promise.all([
      listen(client.accessToken),
      listen(neighbour.accessToken),
      listen(admin.accessToken),
      listen(adminWithoutMfa.accessToken),
    ]);
    const isBooking = (id: string, status?: string) => (message: RealtimeMessage) =>
      message.type === 'change' &&
      message.kind === 'booking' &&
      message.id === id &&
      (status === undefined || message.status === status);

    const bookingId = await bookingIn(client, admin.accessToken, 'pending');
    await mine.next(isBooking(bookingId, 'pending'));
    await office.next(isBooking(bookingId, 'pending'));
    await patchJson(`/api/admin/bookings/${bookingId}`, { status: 'confirmed' }, admin.accessToken);
    const confirmed = await mine.next(isBooking(bookingId, 'confirmed'));
    // An id, a version and a status: nothing the client's own screen does not show.
    expect(Object.keys(confirmed).sort()).toEqual(['id', 'kind', 'status', 'type', 'version']);

    // Two members who joined after it was booked, so neither has had it yet.
    const [first, second] = await Promise.all([
      memberWithAccount(admin.accessToken, { districts: ['EN6'] }),
      memberWithAccount(admin.accessToken, { districts: ['EN6'] }),
    ]);
    // Their records' own changes (added, joined) are told to them too: heard out before they listen.
    await stackIdle();
    const [firstTab, secondTab] = await Promise.all([
      listen(first.session.accessToken),
      listen(second.session.accessToken),
    ]);
    await giveVisitTo(admin.accessToken, bookingId, first.member.id);
    await firstTab.next((message) => message.type === 'change' && message.kind === 'visits');
    await firstTab.next(isBooking(bookingId));
    await settle(secondTab);
    expect(secondTab.heard).toEqual([]);

    // Taken from the first: their month changes, so they hear it although the visit no longer names them.
    const firstHeardBefore = firstTab.heard.length;
    await giveVisitTo(admin.accessToken, bookingId, second.member.id);
    await secondTab.next(isBooking(bookingId));
    await settle(mine, theirs, office, unverifiedOffice, firstTab, secondTab);
    expect(firstTab.heard.slice(firstHeardBefore)).toContainEqual(
      expect.objectContaining({ kind: 'visits' }),
    );
    expect(theirs.heard).toEqual([]);
    expect(unverifiedOffice.heard).toEqual([]);
    // Booked, confirmed, given, given to another.
    expect(office.changes('booking', bookingId).length).toBeGreaterThanOrEqual(4);

    await patchJson(
      `/api/admin/bookings/${bookingId}`,
      { status: 'cancelled', reason: 'Staff unavailable' },
      admin.accessToken,
    );
    await mine.next(isBooking(bookingId, 'cancelled'));
    await secondTab.next(isBooking(bookingId, 'cancelled'));
  });

  it('reach the client who owns an invoice, and the office, when it is issued and paid', async () => {
    const admin = await signIn({ admin: true });
    const [client, neighbour] = await Promise.all([signIn(), signIn()]);
    const bookingId = await bookingIn(client, admin.accessToken, 'completed');
    const [mine, theirs, office] = await Promise.all([
      listen(client.accessToken),
      listen(neighbour.accessToken),
      listen(admin.accessToken),
    ]);
    const invoice = await invoicedAndPaid(client.sub, [bookingId], admin.accessToken);
    const isInvoice = (status: string) => (message: RealtimeMessage) =>
      message.type === 'change' &&
      message.kind === 'invoice' &&
      message.id === invoice.id &&
      message.status === status;
    await mine.next(isInvoice('paid'));
    await office.next(isInvoice('paid'));
    await settle(theirs, mine);
    expect(
      mine.changes('invoice', invoice.id).map((message) => message.type === 'change' && message.status),
    ).toEqual(expect.arrayContaining(['unpaid', 'paid']));
    expect(theirs.heard).toEqual([]);
  });
});

describe("the session's lifetime", () => {
  it('closes a connection whose token runs out, and keeps one re-authenticated with a fresh token', async () => {
    const client = await signIn();
    const soon = Math.floor(Date.now() / 1000) + 3;
    const shortLived = () => signWithLocalKey(accessClaims({ sub: client.sub, exp: soon }));
    const [lapsing, renewed] = await Promise.all([listen(shortLived()), listen(shortLived())]);

    renewed.socket.send(JSON.stringify({ action: 'auth', token: client.accessToken }));
    const answer = await renewed.next((message) => message.type === 'auth');
    expect(answer).toEqual({ type: 'auth', ok: true, expiresAt: expect.any(Number) });

    // The sweep (every second here, every minute in AWS) closes the one nobody renewed, once its token
    // has run out: its close is the signal that the short-lived token's time is past.
    expect((await lapsing.closed).code).toBe(1000);
    expect(Date.now()).toBeGreaterThanOrEqual(soon * 1000);

    const admin = await signIn({ admin: true });
    const bookingId = await bookingIn(client, admin.accessToken, 'pending');
    await renewed.next((message) => message.type === 'change' && message.id === bookingId);
    expect(renewed.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("is ended by a re-authentication with someone else's token or a bad one", async () => {
    const [client, stranger] = await Promise.all([signIn(), signIn()]);
    const [hijacked, garbled] = await Promise.all([listen(client.accessToken), listen(client.accessToken)]);
    hijacked.socket.send(JSON.stringify({ action: 'auth', token: stranger.accessToken }));
    garbled.socket.send(JSON.stringify({ action: 'auth', token: 'not.a.token' }));
    for (const listener of [hijacked, garbled]) {
      const error = await listener.next((message) => message.type === 'error');
      expect(error).toMatchObject({ type: 'error', code: 'unauthorized' });
      expect((await listener.closed).code).toBe(1000);
    }
  });

  it('is closed for a member marked as left, who hears why first and cannot connect again', async () => {
    const admin = await signIn({ admin: true });
    const { member, session } = await memberWithAccount(admin.accessToken, { districts: ['EN6'] });
    await stackIdle();
    const tab = await listen(session.accessToken);
    expect((await markLeft(admin.accessToken, member)).status).toBe(200);
    // Told their record changed (the site refetches, is answered 401 and signs out), then closed.
    await tab.next(
      (message) => message.type === 'change' && message.kind === 'staff' && message.id === member.id,
    );
    expect((await tab.closed).code).toBe(1000);
    // Closed first, then forgotten: once the fan-out has finished, nothing of it is left.
    await stackIdle();
    expect(await connectionsOf(topicOf.staff(member.id))).toEqual([]);
    // The token still verifies until it runs out, but there is nothing left for it to hear.
    expect(await connect([REALTIME_PROTOCOL, session.accessToken])).toEqual({ refused: 403 });
  });

  it('leaves nothing behind when the browser closes it (sign-out)', async () => {
    const client = await signIn();
    const listener = await listen(client.accessToken);
    expect(await connectionsOf(topicOf.user(client.sub))).toHaveLength(1);
    listener.socket.close(1000, 'Signed out');
    await listener.closed;
    await stackIdle();
    expect(await connectionsOf(topicOf.user(client.sub))).toEqual([]);
  });
});
