/** A section of the privacy policy or the terms: paragraphs, with lists where a list reads better. */
export interface LegalSection {
  id: string;
  title: string;
  /** A string is a paragraph; an array of strings is a bulleted list. */
  blocks: readonly (string | readonly string[])[];
}

/** When the policies last changed (ISO date, shown as `06 Jan 2025`). */
export const legalUpdated = {
  privacy: '2025-01-06',
  terms: '2025-01-06',
} as const;
