import { useSyncExternalStore } from 'react';
import { readSessionHint } from '@/lib/session-hint';

/**
 * Tells the header (and anything else drawn from the session hint) that someone signed in or out.
 * Amplify's own Hub would do, but listening to it means loading Amplify on every public page.
 */
const SESSION_CHANGED = 'pbhs:session-changed';

export const notifySessionChanged = () => window.dispatchEvent(new Event(SESSION_CHANGED));

const subscribe = (listener: () => void) => {
  window.addEventListener(SESSION_CHANGED, listener);
  // Another tab signing in or out changes the same local storage.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
};

const currentEmail = () => readSessionHint()?.email ?? null;

/** The signed-in user's email, or null; a pre-rendered page is drawn signed out. */
export const useSessionEmail = (): string | null => useSyncExternalStore(subscribe, currentEmail, () => null);
