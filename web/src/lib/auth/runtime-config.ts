import { CONFIG_PATH, type RuntimeConfig, RuntimeConfigSchema } from '@shared/config';

let pending: Promise<RuntimeConfig> | undefined;

const fetchConfig = async (): Promise<RuntimeConfig> => {
  // Never cached by the browser: a redeploy or a restarted local stack changes the pool it names.
  const response = await fetch(CONFIG_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The site's configuration did not load (status ${response.status})`);
  return RuntimeConfigSchema.parse(await response.json());
};

/** `/config.json`, fetched once per page load; a failure is not remembered, so the next call retries. */
export const loadRuntimeConfig = (): Promise<RuntimeConfig> => {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
};
