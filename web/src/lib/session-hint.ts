/**
 * Whether someone is signed in, read from what Amplify keeps in local storage, without loading
 * Amplify: public pages use it to draw the header, and nothing here is trusted for access (the API
 * decides that from verified tokens).
 */
const PREFIX = 'CognitoIdentityServiceProvider.';

export interface SessionHint {
  email: string;
}

const emailFromIdToken = (token: string | null): string | undefined => {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: unknown };
    return typeof json.email === 'string' ? json.email : undefined;
  } catch {
    return undefined;
  }
};

export const readSessionHint = (
  storage: Storage | undefined = globalThis.localStorage,
): SessionHint | undefined => {
  if (!storage) return undefined;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(PREFIX) || !key.endsWith('.LastAuthUser')) continue;
    const user = storage.getItem(key);
    const base = key.slice(0, -'.LastAuthUser'.length);
    const email = user ? emailFromIdToken(storage.getItem(`${base}.${user}.idToken`)) : undefined;
    if (email) return { email };
  }
  return undefined;
};
