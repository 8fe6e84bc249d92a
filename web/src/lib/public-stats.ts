import type { PublicStats, PublicTestimonial } from '@shared/schemas/reviews';
import { useEffect, useState } from 'react';

/**
 * The figures the public pages show, read from the records at run time (decision 035): nothing in the
 * pre-rendered HTML is a number the records did not produce. Checked here by hand rather than with the
 * route's zod schema: these are reading pages, whose budget has no room for zod, and a figure that is
 * not what it should be is simply not shown.
 */

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const ratingOf = (value: unknown): PublicStats['rating'] => {
  const rating = record(value);
  if (!rating) return null;
  const { average, count, since } = rating;
  return typeof average === 'number' &&
    average >= 1 &&
    average <= 5 &&
    isCount(count) &&
    count > 0 &&
    isText(since)
    ? { average, count, since }
    : null;
};

const testimonialOf = (value: unknown): PublicTestimonial[] => {
  const entry = record(value);
  if (!entry) return [];
  const { id, firstName, town, rating, comment, givenAt } = entry;
  if (!isText(id) || !isText(firstName) || !isText(comment) || !isText(givenAt)) return [];
  if (!isCount(rating) || rating < 1 || rating > 5) return [];
  return [{ id, firstName, ...(isText(town) ? { town } : {}), rating, comment, givenAt }];
};

/** The answer as the pages may use it; a part that is malformed is left out. */
export const parsePublicStats = (body: unknown): PublicStats | undefined => {
  const stats = record(body);
  if (!stats) return undefined;
  const dbs = record(stats.dbs);
  return {
    rating: ratingOf(stats.rating),
    clientsServed: isCount(stats.clientsServed) ? stats.clientsServed : 0,
    dbs:
      dbs && isCount(dbs.active) && isCount(dbs.checked) && dbs.checked <= dbs.active
        ? { active: dbs.active, checked: dbs.checked }
        : { active: 0, checked: 0 },
    testimonials: Array.isArray(stats.testimonials) ? stats.testimonials.flatMap(testimonialOf) : [],
  };
};

/**
 * The route table's `publicStats` path, written here rather than imported: the route's file brings its
 * zod schemas along, which the reading pages have no room for (tests/web/measured-figures.test.tsx
 * checks the two agree).
 */
const PUBLIC_STATS_PATH = '/api/public/stats';

/** One read per page load, shared by every part of the page that shows a figure. */
let pending: Promise<PublicStats | undefined> | undefined;

const load = () => {
  pending ??= fetch(PUBLIC_STATS_PATH, { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? parsePublicStats(await response.json()) : undefined))
    .catch(() => undefined);
  return pending;
};

/** Forgets the read (tests render pages one after another in one document). */
export const forgetPublicStats = () => {
  pending = undefined;
};

/**
 * The figures once fetched: `undefined` while loading (and on the server), `null` when they could not
 * be read. Either way the page shows its neutral words, never an invented figure.
 */
export const usePublicStats = (): PublicStats | null | undefined => {
  const [stats, setStats] = useState<PublicStats | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setStats(loaded ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  return stats;
};
