/**
 * The logo (web/public/logo.svg) as paths for the PDF, in its 48 × 48 box: a house with a heart on a
 * teal tile, and a spark.
 */
export const logoPaths = [
  {
    d: 'M12 0H36A12 12 0 0 1 48 12V36A12 12 0 0 1 36 48H12A12 12 0 0 1 0 36V12A12 12 0 0 1 12 0Z',
    colour: [15, 118, 110],
  },
  { d: 'M9 23.5 24 10.5l15 13V37a2.5 2.5 0 0 1-2.5 2.5h-25A2.5 2.5 0 0 1 9 37z', colour: [255, 255, 255] },
  {
    d: 'M24 35.5c-6-3.9-5.9-9.6-2.6-9.6 1.4 0 2.3.9 2.6 1.9.3-1 1.2-1.9 2.6-1.9 3.3 0 3.4 5.7-2.6 9.6z',
    colour: [15, 118, 110],
  },
  {
    d: 'M38.5 4.5c.6 3.9 2.1 5.4 6 6-3.9.6-5.4 2.1-6 6-.6-3.9-2.1-5.4-6-6 3.9-.6 5.4-2.1 6-6z',
    colour: [251, 191, 36],
  },
] as const;
