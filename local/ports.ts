import type { Server } from 'node:http';
import net from 'node:net';

/** The local stack's ports: the variable that moves each, and where each listens by default. */
export const PORT_ENV = {
  site: 'SITE_PORT',
  api: 'API_PORT',
  dynamo: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
  realtime: 'REALTIME_PORT',
  /** The SMS stand-in. */
  sms: 'SMS_PORT',
  /** The Stripe and GoCardless stand-in (local/payments/). */
  payments: 'PAYMENTS_PORT',
} as const;

export type PortSettings = Record<keyof typeof PORT_ENV, number>;

export const DEFAULT_PORTS: PortSettings = {
  site: 8080,
  api: 3001,
  dynamo: 8000,
  cognito: 9229,
  s3: 4569,
  ses: 8005,
  realtime: 3002,
  sms: 8006,
  payments: 8007,
};

export const portsFromEnv = (env: NodeJS.ProcessEnv = process.env): PortSettings =>
  Object.fromEntries(
    Object.entries(PORT_ENV).map(([key, name]) => {
      const value = env[name];
      const port = value === undefined ? DEFAULT_PORTS[key as keyof PortSettings] : Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`${name} must be a port number, not "${value}"`);
      return [key, port];
    }),
  ) as PortSettings;

/** A clear, one-line failure for the developer, printed without a stack trace. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Rejects with an explanation naming the variable that moves the port. */
export const assertPortFree = (port: number, envName: string, host = '127.0.0.1'): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalStackError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use (set ${envName} to choose another)`
            : `Cannot listen on ${host}:${port}: ${error.code ?? error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });

/** Waits until something accepts TCP connections on the port, or gives up. */
export const waitForPort = async (port: number, timeoutMs: number, isDead: () => boolean): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new LocalStackError(`a local service exited while starting on port ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new LocalStackError(`a local service did not start on port ${port} within ${timeoutMs / 1000}s`);
};

/** A local HTTP server that is listening, and how to stop it. */
export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Listens on `host:port` (0 picks a free port). Stopping closes kept-alive and in-flight connections
 * too: `close()` alone waits for them, and a stopping stack should not. `onStop` releases the rest.
 */
export const serve = (
  server: Server,
  port: number,
  host: string,
  onStop?: () => void,
): Promise<RunningServer> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: bound } = server.address() as net.AddressInfo;
      resolve({
        url: `http://${host}:${bound}`,
        port: bound,
        stop: () =>
          new Promise((stopped) => {
            server.close(() => stopped());
            server.closeAllConnections();
            onStop?.();
          }),
      });
    });
  });
