import { wholePercent } from '@shared/reviews';
import type { PublicStats } from '@shared/schemas/reviews';
import { StarRating } from '@/components/ui/star-rating';
import { measuredContent as content } from '@/content/measured';
import type { Stat } from './stats-band';

/**
 * The measured rating in one line: "4.9 from 132 reviews of visits since 2025" once read, the neutral
 * words before then and when there is no rating yet. The line keeps its height either way.
 */
export function MeasuredRating({ stats }: { stats: PublicStats | null | undefined }) {
  const rating = stats?.rating;
  return (
    // A div: StarRating draws its own paragraph.
    // `data-measured`: read from the records after load, so it alone may differ from the pre-rendered page.
    <div
      className="inline-flex min-h-11 flex-wrap items-center justify-center gap-3"
      aria-live="polite"
      data-measured=""
    >
      {rating ? (
        <>
          <StarRating
            rating={Math.round(rating.average)}
            size="lg"
            label={content.ratingLabel(rating.average)}
          />
          <span className="font-semibold text-slate-900">{content.rating(rating)}</span>
        </>
      ) : (
        <span className="text-slate-700">{content.neutral}</span>
      )}
    </div>
  );
}

/**
 * The home page's band: clients served, the team's DBS share, the insurance in words, the rating. While
 * the figures load each place holds nothing but its label; when they cannot be read, a dash.
 */
export const measuredStats = (stats: PublicStats | null | undefined): Stat[] => {
  const { clientsServed, dbs, insured, rating, noRating, unavailable } = content.stats;
  const pending = stats === undefined ? {} : { text: unavailable };
  return [
    {
      label: clientsServed,
      ...(stats ? { figure: { value: stats.clientsServed, suffix: '' } } : pending),
    },
    {
      label: dbs,
      ...(stats && stats.dbs.active > 0
        ? { figure: { value: wholePercent(stats.dbs.checked, stats.dbs.active), suffix: '%' } }
        : pending),
    },
    { label: insured.label, text: insured.text },
    stats?.rating
      ? {
          label: rating(stats.rating.count, stats.rating.since),
          figure: { value: stats.rating.average, suffix: '★', decimals: 1 },
        }
      : { label: noRating.label, ...(stats ? { text: noRating.text } : pending) },
  ];
};
