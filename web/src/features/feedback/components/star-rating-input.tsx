import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { feedbackContent } from '@/features/feedback/content';

const content = feedbackContent.dialog;
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  value: number;
  field: UseFormRegisterReturn;
}

/**
 * Five radio buttons drawn as stars: arrow keys move between them as in any radio group, and each
 * announces "3 stars". Until one is chosen the hint says a rating is needed.
 */
export function StarRatingInput({ value, field }: StarRatingInputProps) {
  return (
    <fieldset aria-describedby="rating-hint">
      <legend className="text-sm font-semibold text-slate-800">
        {content.rating}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-1.5 flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-amber-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-solid"
          >
            <input type="radio" value={stars} required className="sr-only" {...field} />
            <Star
              aria-hidden="true"
              className={`size-8 ${stars <= value ? 'fill-amber-400 text-amber-700' : 'text-slate-500'}`}
            />
            <span className="sr-only">{content.star(stars)}</span>
          </label>
        ))}
      </div>
      <p id="rating-hint" className="mt-1 text-sm text-slate-700">
        {value > 0 ? `${content.star(value)} of 5` : content.ratingRequired}
      </p>
    </fieldset>
  );
}
