import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { accessTokenOf, type StorageState } from './clients';
import { E2E } from './ports';
import { ADMIN_STATE, withCookieChoice } from './support';

/** The admin's stored session (made once by auth.setup.ts). */
export const adminState = (): StorageState => JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as StorageState;

/** The API as a signed-in user calls it, for a scene a journey sets rather than tests. */
export const sceneApi = async <T = unknown>(
  state: StorageState,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${E2E.site}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(state)}`,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
};

/** A page in a browser context of its own, signed in as `storageState`, the cookie choice made. */
export const pageAs = async (browser: Browser, storageState: StorageState | string) => {
  const context = await browser.newContext({ storageState });
  await withCookieChoice(context);
  return context.newPage();
};
