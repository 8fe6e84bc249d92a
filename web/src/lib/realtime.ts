import {
  REALTIME_PROTOCOL,
  REALTIME_RECONNECT,
  type RealtimeChange,
  type RealtimeMessage,
} from '@shared/realtime';

export type RealtimeStatus = 'connecting' | 'live' | 'offline';

export interface RealtimeOptions {
  url: string;
  /** The session's access token; `fresh` asks for one refreshed now (before the current one runs out). */
  token: (fresh?: boolean) => Promise<string | undefined>;
  onChange: (change: RealtimeChange) => void;
  /** Connected again after a drop: whatever changed meanwhile was not heard, so refetch. */
  onReconnect: () => void;
  onStatus: (status: RealtimeStatus) => void;
}

export interface RealtimeConnection {
  /** The session's tokens were refreshed (Amplify's hub): send the new one on the open connection. */
  reauthenticate(): void;
  /** Signed out, or the portal left: close and do not come back. */
  close(): void;
}

/** When a JWT runs out (ms since the epoch); the server verified it, this only schedules the refresh. */
const expiryOf = (token: string): number | undefined => {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
};

/** Full jitter over an exponential backoff (shared/realtime.ts). */
const backoff = (attempt: number) =>
  Math.random() * Math.min(REALTIME_RECONNECT.maxDelayMs, REALTIME_RECONNECT.firstDelayMs * 2 ** attempt);

/**
 * The browser's end of the realtime channel (decision 028). Hand-written rather than a library: the
 * protocol is ours (a subprotocol carrying the token, one `auth` message, change notices), and what it
 * must do besides is small: reconnect with backoff and jitter, say when it is offline, send the new
 * token before the old one runs out (the server closes a connection whose token expired), and ask for
 * a refetch after any drop so nothing missed stays missing.
 */
export const connectRealtime = (options: RealtimeOptions): RealtimeConnection => {
  let socket: WebSocket | undefined;
  let closed = false;
  let attempt = 0;
  let everOpen = false;
  let currentToken: string | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleRefresh = (token: string) => {
    clearTimeout(refreshTimer);
    const expiry = expiryOf(token);
    if (!expiry) return;
    const wait = Math.max(0, expiry - Date.now() - REALTIME_RECONNECT.refreshBeforeExpiryMs);
    refreshTimer = setTimeout(() => void sendToken(true), wait);
  };

  const sendToken = async (fresh: boolean) => {
    if (closed || socket?.readyState !== WebSocket.OPEN) return;
    const token = await options.token(fresh).catch(() => undefined);
    if (!token) {
      // The session cannot be renewed (signed out elsewhere, refresh token revoked): stop listening.
      socket?.close(1000, 'Session ended');
      return;
    }
    if (token === currentToken) return;
    currentToken = token;
    socket?.send(JSON.stringify({ action: 'auth', token }));
    scheduleRefresh(token);
  };

  const retry = () => {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void open(), backoff(attempt));
    attempt += 1;
  };

  const open = async () => {
    if (closed) return;
    options.onStatus(everOpen ? 'offline' : 'connecting');
    const token = await options.token().catch(() => undefined);
    if (closed) return;
    if (!token) {
      retry();
      return;
    }
    currentToken = token;
    const next = new WebSocket(options.url, [REALTIME_PROTOCOL, token]);
    socket = next;
    next.addEventListener('open', () => {
      if (closed) return;
      const reconnected = everOpen;
      everOpen = true;
      attempt = 0;
      options.onStatus('live');
      scheduleRefresh(token);
      if (reconnected) options.onReconnect();
    });
    next.addEventListener('message', (event) => {
      let message: RealtimeMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (message.type === 'change') options.onChange(message);
    });
    next.addEventListener('close', () => {
      if (socket !== next) return;
      clearTimeout(refreshTimer);
      socket = undefined;
      if (closed) return;
      options.onStatus('offline');
      retry();
    });
  };

  const online = () => {
    if (closed || socket) return;
    attempt = 0;
    clearTimeout(retryTimer);
    void open();
  };
  window.addEventListener('online', online);
  void open();

  return {
    reauthenticate: () => void sendToken(false),
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(refreshTimer);
      window.removeEventListener('online', online);
      socket?.close(1000, 'Signed out');
      socket = undefined;
    },
  };
};
