import type { MetaFunction } from 'react-router-dom';
import { MeasuredRating } from '@/components/marketing/measured-figures';
import { PublishedTestimonials } from '@/components/marketing/published-testimonials';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Section } from '@/components/ui/section';
import { testimonialsContent as content } from '@/content/testimonials';
import { pageMeta } from '@/lib/page-meta';
import { usePublicStats } from '@/lib/public-stats';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function TestimonialsPage() {
  // The rating and the reviews come from the records once the page has loaded (decision 035).
  const stats = usePublicStats();
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700 sm:text-xl">{content.lead}</p>
          <div className="mt-6 rounded-3xl bg-white px-5 py-2.5 shadow-sm ring-1 ring-slate-200">
            <MeasuredRating stats={stats} />
          </div>
        </div>
      </div>
      <Section labelledBy="reviews-list-heading" className="pt-2 sm:pt-4">
        <h2 id="reviews-list-heading" className="sr-only">
          {content.listHeading}
        </h2>
        <PublishedTestimonials stats={stats} />
        <div className="mx-auto mt-12 max-w-2xl">
          <h2 className="text-xl font-semibold text-slate-900">{content.how.heading}</h2>
          {/* A plain list: the tick list's component would join every page's shared chunk at this ninth use. */}
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {content.how.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
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
