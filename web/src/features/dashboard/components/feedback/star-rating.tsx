import { Star } from 'lucide-react';

/** A given rating, drawn as stars and read as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((stars) => (
        <Star
          key={stars}
          aria-hidden="true"
          className={`size-5 ${stars <= rating ? 'fill-amber-400 text-amber-700' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}
