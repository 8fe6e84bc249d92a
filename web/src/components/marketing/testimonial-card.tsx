import { Quote } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/content/testimonials';
import { testimonialsContent } from '@/content/testimonials';

/** One review: stars, words, who wrote it, where, for which service and when. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, location, service, rating, text, date } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-4">
        <StarRating rating={rating} label={testimonialsContent.ratingLabel(rating)} />
        <Quote aria-hidden="true" className="size-8 shrink-0 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-slate-600">
          {location} · {service} · {date}
        </span>
      </figcaption>
    </figure>
  );
}
