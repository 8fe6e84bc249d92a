import { Star } from 'lucide-react';

interface StarRatingProps {
  rating: number;
  /** Read out instead of the stars, e.g. "Rated 5 out of 5"; without one the stars are hidden from screen readers (visible words say it). */
  label?: string;
  size?: 'sm' | 'lg';
}

const MAX_STARS = 5;

/** Filled stars up to the rating; the stars are drawn for the eye and the label is read out. */
export function StarRating({ rating, label, size = 'sm' }: StarRatingProps) {
  const iconSize = size === 'lg' ? 'size-6' : 'size-5';
  return (
    <p className="flex items-center gap-0.5" aria-hidden={label ? undefined : true}>
      {label && <span className="sr-only">{label}</span>}
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions that never reorder
          key={index}
          aria-hidden="true"
          className={`${iconSize} ${index < rating ? 'fill-accent-400 text-accent-500' : 'fill-slate-200 text-slate-300'}`}
        />
      ))}
    </p>
  );
}
