import type { PublicStats } from '@shared/schemas/reviews';
import { cardGridClasses } from '@/components/ui/card-grid';
import { measuredContent as content } from '@/content/measured';
import { TestimonialCard } from './testimonial-card';

/**
 * The reviews clients agreed to publish and the office approved, read with the page's figures. The
 * pre-rendered page holds a neutral line in a box of the cards' height, so the cards do not push the
 * page down when they arrive.
 */
export function PublishedTestimonials({
  stats,
  limit,
  columns = 3,
}: {
  stats: PublicStats | null | undefined;
  limit?: number;
  columns?: 2 | 3;
}) {
  const shown = (stats?.testimonials ?? []).slice(0, limit);
  if (shown.length === 0)
    return (
      <p
        className="mx-auto flex min-h-48 max-w-2xl items-center justify-center text-center text-slate-700"
        data-measured=""
      >
        {stats ? content.testimonials.none : content.testimonials.waiting}
      </p>
    );
  return (
    <ul className={`min-h-48 ${cardGridClasses(columns)}`} data-measured="">
      {shown.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
