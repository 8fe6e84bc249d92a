import type { PublicTestimonial } from '@shared/schemas/reviews';
import { Quote } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';
import { measuredContent } from '@/content/measured';
import { testimonialsContent } from '@/content/testimonials';

const { where, given } = measuredContent.testimonials;

/**
 * One published review: stars, words, the client's first name and the visit's town, and
 * when it was given. Only feedback the client agreed to publish and the office approved reaches here.
 */
export function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-4">
        <StarRating rating={testimonial.rating} label={testimonialsContent.ratingLabel(testimonial.rating)} />
        <Quote aria-hidden="true" className="size-8 shrink-0 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p className="break-words whitespace-pre-line">“{testimonial.comment}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
        <span className="block font-semibold text-slate-900">{where(testimonial)}</span>
        <span className="block text-slate-600">{given(testimonial.givenAt)}</span>
      </figcaption>
    </figure>
  );
}
