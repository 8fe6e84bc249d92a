import net from 'node:net';

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
