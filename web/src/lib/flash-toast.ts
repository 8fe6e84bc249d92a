/**
 * A success toast for the next page: the public pages are separate documents, so an action that ends
 * by loading another page (logout goes home) leaves its message here for that page to show. Session
 * storage, so it is gone with the tab; strictly necessary, so it needs no cookie consent.
 */
const KEY = 'pbhs:flash-toast';

export const queueFlashToast = (message: string) => {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode quota): the page still changes, without the toast.
  }
};

/** The queued message, removed as it is read so it shows once. */
export const takeFlashToast = (): string | undefined => {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message === null) return undefined;
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return undefined;
  }
};
