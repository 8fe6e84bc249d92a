import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice (local storage key `cookieConsent`, 'accepted' or 'declined').
 * Until it is 'accepted' the site stores nothing else in the browser that it does not need to work
 *; preferences such as FAQ votes ask `hasConsent()` before they write.
 */
export const CONSENT_KEY = 'cookieConsent';
export type ConsentChoice = 'accepted' | 'declined';
/** 'unknown' on the server and while hydrating: the banner is drawn only once the browser has read it. */
export type ConsentState = ConsentChoice | 'unset' | 'unknown';

const listeners = new Set<() => void>();
/** The choice made in this page when storage refused to keep it (some private modes do). */
let unstoredChoice: ConsentChoice | undefined;
/** Keys that hold preferences; withdrawing consent removes them. */
const preferenceKeys = new Set<string>();

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const readConsent = (): Exclude<ConsentState, 'unknown'> => {
  const stored = storage()?.getItem(CONSENT_KEY);
  if (stored === 'accepted' || stored === 'declined') return stored;
  return unstoredChoice ?? 'unset';
};

const notify = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab choosing changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

export const useCookieConsent = (): ConsentState =>
  useSyncExternalStore(subscribe, readConsent, () => 'unknown');

export const hasConsent = (): boolean => readConsent() === 'accepted';

export const chooseConsent = (choice: ConsentChoice) => {
  try {
    storage()?.setItem(CONSENT_KEY, choice);
    unstoredChoice = undefined;
  } catch {
    // Storage refused: the choice still holds for this page, and the banner still goes.
    unstoredChoice = choice;
  }
  if (choice === 'declined') for (const key of preferenceKeys) storage()?.removeItem(key);
  notify();
};

/** Forgets the choice and every stored preference; the banner asks again. */
export const resetConsent = () => {
  unstoredChoice = undefined;
  const store = storage();
  store?.removeItem(CONSENT_KEY);
  for (const key of preferenceKeys) store?.removeItem(key);
  notify();
};

/** Declares a storage key that holds a preference, so a withdrawal removes it too. */
export const registerPreferenceKey = (key: string) => {
  preferenceKeys.add(key);
};
