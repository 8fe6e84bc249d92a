import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import {
  REALTIME_CONNECTIONS_PER_ACCOUNT,
  REALTIME_PROTOCOL,
  type RealtimeChange,
} from '../../shared/realtime';
import {
  type Connection,
  connectionOf,
  connectionsOf,
  expiredConnections,
  openConnection,
  removeConnection,
  removeTopics,
  saveConnection,
} from '../data/connection';
import { realtimeChangeOf, toldBy } from '../data/realtime-change';
import { lostRace } from '../data/transaction';
import { logger } from '../lib/logger';
import { eachStreamRecord, newImageOf } from '../lib/stream';
import { tracedHandler, tracer } from '../lib/tracer';
import { type ConnectionClaims, connectionClaims } from './authorizer';
import { close, post } from './connections';
import { realtimeEnv, verifyAccessToken } from './env';
import { topicsFor } from './topics';

/**
 * The realtime function (decision 028). Three kinds of event:
 * - the WebSocket API's routes: `$connect` (after the authorizer), `$disconnect`, and `auth`, the
 *   browser's re-authentication with the token Amplify refreshed;
 * - the table's stream (a second event source mapping, filtered by shared/realtime.ts): each changed
 *   booking, invoice, enquiry, feedback, team record or team member's month is told, as an id and a
 *   version, to the connections of the topics it concerns;
 * - the schedule: connections whose token ran out are closed.
 */

interface RouteEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    authorizer?: Record<string, unknown>;
  };
  body?: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const contextClaims = (authorizer: Record<string, unknown> = {}): ConnectionClaims | undefined => {
  const { sub, groups, mfa, exp } = authorizer;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return { sub, groups: String(groups ?? ''), mfa: String(mfa ?? ''), exp: Number(exp) };
};

const sameTopics = (a: string[], b: string[]) =>
  a.length === b.length && a.every((topic) => b.includes(topic));

/** Ends a connection for good: closed at API Gateway, and its items and slot gone. */
const drop = async (connectionId: string) => {
  await close(connectionId);
  await removeConnection(connectionId);
};

const connect = async (event: RouteEvent) => {
  const claims = contextClaims(event.requestContext.authorizer);
  if (!claims || !(claims.exp > nowSeconds())) return { statusCode: 401 };
  const topics = await topicsFor(claims);
  // A team member whose record is gone, say: nothing to hear, so no connection.
  if (topics.length === 0) return { statusCode: 403 };
  const opened = await openConnection(
    { connectionId: event.requestContext.connectionId, sub: claims.sub, topics, tokenExpiresAt: claims.exp },
    new Date().toISOString(),
    nowSeconds(),
    Number(realtimeEnv().REALTIME_CONNECTIONS_PER_ACCOUNT ?? REALTIME_CONNECTIONS_PER_ACCOUNT),
  );
  // Every one of the account's slots is held: one caller cannot take the channel from everyone (L4).
  if (!opened) return { statusCode: 429 };
  // The handshake must name one of the protocols the browser offered, or the browser fails it.
  return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': REALTIME_PROTOCOL } };
};

const refuse = async (connectionId: string, message: string) => {
  await post(connectionId, { type: 'error', code: 'unauthorized', message });
  await drop(connectionId);
  return { statusCode: 401 };
};

/**
 * `{"action":"auth","token":…}`: the session's new access token. It must verify as at `$connect` and
 * belong to the same account; the connection then lives until the new token runs out. A bad one ends
 * the connection: the browser reconnects with whatever session it has.
 */
const authenticate = async (event: RouteEvent) => {
  const { connectionId } = event.requestContext;
  const connection = await connectionOf(connectionId);
  if (!connection) {
    await close(connectionId);
    return { statusCode: 410 };
  }
  let token: unknown;
  try {
    token = (JSON.parse(event.body ?? '') as { token?: unknown }).token;
  } catch {
    token = undefined;
  }
  if (typeof token !== 'string' || token === '') return refuse(connectionId, 'An access token is required.');
  let verified: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    verified = await verifyAccessToken(token);
  } catch {
    return refuse(connectionId, 'That session is not valid.');
  }
  if (verified.sub !== connection.sub) return refuse(connectionId, 'That session is someone else’s.');
  const claims = connectionClaims(verified);
  const topics = await topicsFor(claims);
  const renewed: Connection = {
    connectionId,
    sub: connection.sub,
    topics,
    tokenExpiresAt: claims.exp,
    ...(connection.slot === undefined ? {} : { slot: connection.slot }),
  };
  try {
    await saveConnection(renewed, connection.connectedAt);
  } catch (error) {
    // Its slot was taken while its token had run out: it must connect again, as any other would.
    if (!lostRace(error, 0)) throw error;
    return refuse(connectionId, 'That connection ran out: connect again.');
  }
  if (!sameTopics(topics, connection.topics))
    await removeTopics(
      connectionId,
      connection.topics.filter((topic) => !topics.includes(topic)),
    );
  await post(connectionId, { type: 'auth', ok: true, expiresAt: claims.exp });
  return { statusCode: 200 };
};

const route = async (event: RouteEvent) => {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') return connect(event);
  if (routeKey === '$disconnect') {
    await removeConnection(connectionId);
    return { statusCode: 200 };
  }
  if (routeKey === 'auth') return authenticate(event);
  // The API has no `$default` route: API Gateway answers unknown actions itself. A route added to the API
  // but not here is refused the same way.
  return { statusCode: 400 };
};

/** Tells one topic's connections; expired ones are closed instead, gone ones forgotten. */
const tell = async (topic: string, change: RealtimeChange) => {
  const now = nowSeconds();
  const connections = await connectionsOf(topic);
  await Promise.all(
    connections.map(async ({ connectionId, tokenExpiresAt }) => {
      try {
        if (tokenExpiresAt <= now) {
          await drop(connectionId);
          return;
        }
        if (!(await post(connectionId, change))) await removeConnection(connectionId);
      } catch (error) {
        // One connection's failure must not keep the others from hearing; a missed nudge is made up by
        // the refetch every screen does when its connection comes back.
        logger.warn('realtime post failed', { connectionId, error: (error as Error).name });
      }
    }),
  );
};

/** Closes every connection of a topic (a member marked as left), once it has been told why. */
const closeTopic = async (topic: string) => {
  const connections = await connectionsOf(topic);
  await Promise.all(connections.map(({ connectionId }) => drop(connectionId)));
};

/**
 * Each record of a batch told to its topics' connections, then the topics it closes closed. Records in
 * parallel: a message is an id and a version, which screens refetch by, so their order does not matter.
 * A record whose connections could not be read is reported back alone (eachStreamRecord).
 */
const fanOut = (event: DynamoDBStreamEvent, context?: Context) =>
  eachStreamRecord(
    event,
    async (record) => {
      const image = newImageOf(record, toldBy);
      const told = image && realtimeChangeOf(image);
      if (!told) return;
      await Promise.all(told.topics.map((topic) => tell(topic, told.change)));
      await Promise.all((told.closes ?? []).map(closeTopic));
    },
    { inParallel: true, context },
  );

/** Closes connections whose token ran out and were not re-authenticated. */
const SWEEP_PER_RUN = 100;
const sweep = async () => {
  const expired = await expiredConnections(nowSeconds(), SWEEP_PER_RUN);
  await Promise.all(expired.map((connection) => drop(connection.connectionId)));
  return { closed: expired.length };
};

const run = async (event: unknown, context?: Context) => {
  const routeKey = (event as RouteEvent | undefined)?.requestContext?.routeKey;
  if (routeKey) {
    tracer.putAnnotation('route', routeKey);
    return route(event as RouteEvent);
  }
  if (Array.isArray((event as DynamoDBStreamEvent | undefined)?.Records)) {
    tracer.putAnnotation('event', 'stream');
    return fanOut(event as DynamoDBStreamEvent, context);
  }
  tracer.putAnnotation('event', 'schedule');
  return sweep();
};

export const handler = tracedHandler('realtime', run);
