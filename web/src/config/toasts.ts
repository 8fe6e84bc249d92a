/** toasts show one at a time, each for 5000 ms. */
export const toastSettings = {
  visibleToasts: 1,
  durationMs: 5000,
} as const;
