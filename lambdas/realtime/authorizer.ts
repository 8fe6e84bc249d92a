import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { MFA_CLAIM } from '../../shared/auth';
import { REALTIME_PROTOCOL } from '../../shared/realtime';
import { logger } from '../lib/logger';
import { countEvent } from '../lib/metrics';
import { verifyAccessToken } from './env';

/** API Gateway's REQUEST authorizer event on a WebSocket API's `$connect` (the parts read here). */
export interface ConnectAuthorizerEvent {
  type?: string;
  methodArn: string;
  headers?: Record<string, string | undefined>;
}

/** The claims the connection handlers are given, as the authorizer's context (strings only). */
export interface ConnectionClaims {
  sub: string;
  groups: string;
  mfa: string;
  exp: number;
}

/** What a connection is known by, from a verified access token: at `$connect` and at each `auth`. */
export const connectionClaims = (claims: JwtPayload): ConnectionClaims => {
  const groups = claims['cognito:groups'];
  return {
    sub: String(claims.sub),
    groups: Array.isArray(groups) ? groups.join(' ') : '',
    mfa: typeof claims[MFA_CLAIM] === 'string' ? String(claims[MFA_CLAIM]) : '',
    exp: Number(claims.exp),
  };
};

/**
 * The access token from `Sec-WebSocket-Protocol: pbhs.v1, <token>` (shared/realtime.ts says why it
 * travels there). Header names arrive as the browser sent them, so they are matched without case.
 */
export const tokenFromProtocols = (headers: Record<string, string | undefined> = {}): string | undefined => {
  const value = Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'sec-websocket-protocol',
  )?.[1];
  const offered = (value ?? '').split(',').map((one) => one.trim());
  if (offered[0] !== REALTIME_PROTOCOL || offered.length !== 2) return undefined;
  return offered[1] || undefined;
};

/**
 * The `$connect` authorizer of the WebSocket API (decision 028): the connection is accepted only with a
 * valid access token of this pool, checked exactly as the HTTP API checks one (signature, issuer, app
 * client, expiry, `token_use`). Anything else is refused with 401 before any handler runs, by throwing
 * `Unauthorized` as API Gateway expects. It reads no table: what the connection may hear is worked
 * out by the `$connect` handler from these claims.
 */
export const handler = async (event: ConnectAuthorizerEvent) => {
  const token = tokenFromProtocols(event.headers);
  if (!token) {
    // Counted (an alarm watches a flood of them), then refused.
    countEvent('RealtimeAuthorizerRefused');
    throw new Error('Unauthorized');
  }
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(token);
  } catch (error) {
    logger.info('realtime connection refused', { reason: (error as Error).name });
    countEvent('RealtimeAuthorizerRefused');
    throw new Error('Unauthorized');
  }
  const context = connectionClaims(claims);
  return {
    principalId: context.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context,
  };
};
