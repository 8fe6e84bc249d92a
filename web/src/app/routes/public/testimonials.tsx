import { claims } from '@shared/business';
import type { MetaFunction } from 'react-router-dom';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { cardGridClasses } from '@/components/ui/card-grid';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Section } from '@/components/ui/section';
import { StarRating } from '@/components/ui/star-rating';
import { testimonialsContent as content, testimonials } from '@/content/testimonials';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function TestimonialsPage() {
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700 sm:text-xl">{content.lead}</p>
          <div className="mt-6 inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 shadow-sm ring-1 ring-slate-200">
            <StarRating rating={claims.starRating} size="lg" />
            <span className="font-semibold text-slate-900">{content.averageLabel}</span>
          </div>
        </div>
      </div>
      <Section labelledBy="reviews-list-heading" className="pt-2 sm:pt-4">
        <h2 id="reviews-list-heading" className="sr-only">
          {content.listHeading}
        </h2>
        <ul className={cardGridClasses(3)}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="testimonials-closing-heading"
        title={content.closing.title}
        text={content.closing.text}
        action={content.closing.action}
      />
    </>
  );
}
