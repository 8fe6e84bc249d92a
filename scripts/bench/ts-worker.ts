import { Worker } from 'node:worker_threads';

/**
 * Runs a TypeScript module in a worker thread and resolves with the one message it posts
 * (`{ ok: true, result }` or `{ ok: false, error }`). A worker thread does not inherit tsx's loader,
 * so a small bootstrap registers it before loading the module.
 */
export const runTsWorker = <T>(module: URL, data: unknown): Promise<T> =>
  new Promise((resolve, reject) => {
    const bootstrap = `(async () => {
  const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
  register();
  await import(${JSON.stringify(module.href)});
})();`;
    const worker = new Worker(bootstrap, { eval: true, workerData: data });
    worker.once('message', (message: { ok: true; result: T } | { ok: false; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
