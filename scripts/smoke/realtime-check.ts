import WebSocket from 'ws';
import type { RuntimeConfig } from '../../shared/config';
import { networkProblem } from './http';
import { CheckFailure, CheckSkipped } from './result';

/** How the handshake ended: refused with a status, accepted, or not at all. */
type Handshake = { refused: number } | { accepted: true } | { error: unknown };

const handshake = (url: string, timeoutMs: number): Promise<Handshake> =>
  new Promise((resolve) => {
    const socket = new WebSocket(url, { handshakeTimeout: timeoutMs });
    let settled = false;
    const settle = (outcome: Handshake) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      socket.terminate();
    };
    socket.on('unexpected-response', (_request, response) => {
      response.resume();
      settle({ refused: response.statusCode ?? 0 });
    });
    socket.on('open', () => settle({ accepted: true }));
    socket.on('error', (error) => settle({ error }));
  });

/**
 * The realtime channel refuses a connection that offers no access token: its `$connect` authorizer
 * answers the upgrade with 401 (API Gateway, and the local gateway as it does), never 101.
 */
export const checkRealtimeRefusesAnonymous = async (
  config: RuntimeConfig,
  timeoutMs: number,
): Promise<void> => {
  if (!config.realtimeUrl) throw new CheckSkipped('/config.json names no realtimeUrl');
  const outcome = await handshake(config.realtimeUrl, timeoutMs);
  if ('refused' in outcome && (outcome.refused === 401 || outcome.refused === 403)) return;
  const came =
    'refused' in outcome
      ? `got ${outcome.refused}`
      : 'accepted' in outcome
        ? 'it accepted the connection (101)'
        : `it ${networkProblem(outcome.error, timeoutMs)}`;
  throw new CheckFailure(`expected ${config.realtimeUrl} to refuse the upgrade with 401 or 403; ${came}`);
};
