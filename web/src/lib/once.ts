/**
 * A loader that runs once and is shared by every caller; a failure is forgotten, so the next call
 * tries again. Forms use it for code they need only once someone uses them (zod, the API client), so
 * it can be fetched early, on the first sign of intent, without being fetched twice.
 */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};
