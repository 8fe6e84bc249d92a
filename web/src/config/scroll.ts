/** the specification's scroll thresholds, in pixels. */
export const scrollThresholds = {
  /** The header shrinks past this. */
  compactHeader: 10,
  /** The back-to-top button appears past this. */
  backToTop: 300,
} as const;
