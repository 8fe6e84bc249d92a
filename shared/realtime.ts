/**
 * The realtime channel (decision 028): an API Gateway WebSocket API in AWS, the same
 * handlers behind local/gateway/websocket.ts locally. Declared once here: the browser's client, the
 * handlers, the stream's filter and infra all read it.
 */

/**
 * The subprotocol the browser asks for. A browser's WebSocket cannot set `Authorization`, so the
 * access token travels as the second value of `Sec-WebSocket-Protocol` (a JWT is made only of
 * characters a protocol token may hold) rather than in the query string, which access logs and
 * proxies record. The `$connect` answer names this one back, as the handshake requires.
 */
export const REALTIME_PROTOCOL = 'pbhs.v1';

/** The message routes besides `$connect` and `$disconnect`, chosen by the message's `action`. */
export const REALTIME_ROUTES = ['auth'] as const;

/** How API Gateway picks a message's route: `$request.body.action`; anything else goes to `$default`. */
export const ROUTE_SELECTION_EXPRESSION = '$request.body.action';

/**
 * The most realtime connections one account may hold at once: a phone, a laptop and a few tabs each. The
 * next `$connect` is refused with 429 until one closes or its token runs out.
 */
export const REALTIME_CONNECTIONS_PER_ACCOUNT = 10;

/**
 * What a receiver is told about. Each is an id and a version, never the record: the screens refetch
 * what changed (web/src/lib/realtime-events.ts), so an event can never show anyone more than the API
 * would.
 */
export const REALTIME_KINDS = ['booking', 'invoice', 'enquiry', 'feedback', 'visits', 'staff'] as const;
export type RealtimeKind = (typeof REALTIME_KINDS)[number];

/** One change, as a connection receives it. `version` is the item's own where it keeps one. */
export interface RealtimeChange {
  type: 'change';
  kind: RealtimeKind;
  id: string;
  version?: number;
  /** The booking's or invoice's status after the change: the client already reads it on that screen. */
  status?: string;
}

/** The server's other messages: the answer to a re-authentication, and why a connection is closed. */
export type RealtimeMessage =
  | RealtimeChange
  | { type: 'auth'; ok: true; expiresAt: number }
  | { type: 'error'; code: 'unauthorized' | 'bad_request'; message: string };

/**
 * Who hears what. A connection's topics are worked out on the server from its verified token, never
 * named by the browser: the client's own, a team member's own, and the office's (admins who passed
 * MFA only).
 */
export const topicOf = {
  user: (sub: string) => `user#${sub}`,
  staff: (staffId: string) => `staff#${staffId}`,
  office: 'office',
} as const;

/**
 * The stream records the realtime function is invoked with: inserts and changes of the items a screen
 * shows, told apart by sort key (`MONTH#…` is a team member's month, decision 025). Notices, rate
 * counters, connections and the rest never reach it. The event source mapping in AWS and the local
 * poller both read this (shared/notice-stream.ts matchesFilter).
 */
export const REALTIME_STREAM_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: {
    Keys: { SK: { S: ['BOOKING', 'INVOICE', 'ENQUIRY', 'FEEDBACK', 'STAFF', { prefix: 'MONTH#' }] } },
  },
} as const;

export const REALTIME_STREAM = {
  /** Records per invocation: a batch fans out in one run. */
  batchSize: 25,
  /** A change older than this is not worth telling: the screen refetches when it reconnects. */
  maxRecordAgeSeconds: 300,
  /** Tries of a failing batch after the first; then it is dropped (nothing is lost but a nudge). */
  retryAttempts: 2,
} as const;

/**
 * How often connections whose token has expired are closed (the schedule of the realtime function).
 * An expired or revoked session is dropped within the token's lifetime plus this; every fan-out also
 * drops expired connections it meets.
 */
export const REALTIME_SWEEP_MINUTES = 1;

/**
 * The browser's reconnection: full jitter over an exponential backoff (AWS Architecture Blog,
 * "Exponential Backoff And Jitter"), so a deploy or an outage does not bring every tab back at once.
 */
export const REALTIME_RECONNECT = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  /** Re-authenticate this long before the access token runs out. */
  refreshBeforeExpiryMs: 60_000,
} as const;
