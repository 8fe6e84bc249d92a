/**
 * Instant prices (shared/instant-price.ts): what a home's size means in hours, within the
 * ranges the table knows. Outside them, or for a service priced per job, the page asks for a quote.
 * A module of its own, importing nothing: the quote page's calculator loads after the page has drawn,
 * and shared/business.ts sits in the code every public page loads, where any table of it that some
 * page reads is kept.
 */
export const instantPriceRules = {
  bedrooms: { min: 1, max: 6 },
  bathrooms: { min: 1, max: 4 },
  hours: { min: 2, max: 8 },
  ironingItems: { min: 10, max: 200 },
  /** A regular clean: base hours plus this many per bedroom and per bathroom beyond the first. */
  regularCleanHours: { base: 2, perExtraBedroom: 0.5, perExtraBathroom: 0.5 },
  /** A deep clean takes longer than a regular one of the same home. */
  deepCleanHours: { base: 4, perExtraBedroom: 1, perExtraBathroom: 0.5 },
} as const;
