import { ArrowRight, MapPin } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { PhoneLink } from '@/components/contact-links';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { measuredStats } from '@/components/marketing/measured-figures';
import { PublishedTestimonials } from '@/components/marketing/published-testimonials';
import { ServiceCard } from '@/components/marketing/service-card';
import { StatsBand } from '@/components/marketing/stats-band';
import { buttonClasses } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Illustration } from '@/components/ui/illustration';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { areas } from '@/content/areas';
import { homeContent as content } from '@/content/home';
import { measuredContent } from '@/content/measured';
import { pageMeta } from '@/lib/page-meta';
import { usePublicStats } from '@/lib/public-stats';

const textLink =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function HomePage() {
  const { hero, core, premium, why, steps, reviews } = content;
  // The figures and reviews are read from the records after the page loads (decision 035).
  const stats = usePublicStats();
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]">
              {hero.heading}
            </h1>
            <p className="mt-5 text-lg text-slate-700 sm:text-xl">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={hero.primary.to} className={buttonClasses('primary', 'px-6')}>
                {hero.primary.label}
              </Link>
              <PhoneLink withIcon className={buttonClasses('secondary')} />
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-slate-800">
              {hero.badges.map(({ icon: Icon, label }) => (
                <li key={label} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <div className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-lg">
            <Illustration src="/images/hero-home.svg" priority />
          </div>
        </div>
      </div>

      <Section labelledBy="core-heading">
        <SectionHeading id="core-heading" eyebrow={core.eyebrow} title={core.heading} intro={core.intro} />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {core.cards.map(({ service, points, register }) => (
            <article
              key={service.id}
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div className={`bg-gradient-to-br ${service.gradient} px-6 pt-6`}>
                <Illustration src={service.image} className="mx-auto max-w-sm" />
              </div>
              <div className="flex flex-col p-6 sm:p-8">
                <h3 className="text-2xl font-bold text-slate-900">{service.title}</h3>
                <p className="mt-3 text-slate-700">{service.description}</p>
                <div className="mt-5 flex-1">
                  <CheckList items={points} columns={2} />
                </div>
                <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
                  <Link to={service.path} className={textLink}>
                    {content.learnMore}
                    <span className="sr-only"> about {service.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <Link to={register.to} className={textLink}>
                    {register.label}
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section labelledBy="premium-heading" tone="tint">
        <SectionHeading
          id="premium-heading"
          eyebrow={premium.eyebrow}
          title={premium.heading}
          intro={premium.intro}
        />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {premium.cards.map((service) => (
            <ServiceCard key={service.id} service={service} linkLabel={content.learnMore} />
          ))}
        </div>
      </Section>

      <StatsBand
        heading={measuredContent.stats.heading}
        items={measuredStats(stats)}
        loading={measuredContent.loading}
      />

      <Section labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} />
        <div className="mt-12">
          <FeatureGrid items={why.items} />
        </div>
      </Section>

      <Section labelledBy="steps-heading" tone="tint">
        <SectionHeading id="steps-heading" eyebrow={steps.eyebrow} title={steps.heading} />
        <div className="mt-12">
          <FeatureGrid items={steps.items} numbered />
        </div>
      </Section>

      <Section labelledBy="reviews-heading">
        <SectionHeading id="reviews-heading" eyebrow={reviews.eyebrow} title={reviews.heading} />
        <div className="mt-12">
          <PublishedTestimonials stats={stats} limit={3} />
        </div>
        <p className="mt-8 text-center">
          <Link to={reviews.more.to} className={textLink}>
            {reviews.more.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section labelledBy="areas-heading" tone="tint">
        <SectionHeading
          id="areas-heading"
          eyebrow={content.areas.eyebrow}
          title={content.areas.heading}
          intro={content.areas.intro}
        />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {areas.map((area) => (
            <li
              key={area.name}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-medium text-slate-800 shadow-sm ring-1 ring-slate-200"
            >
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              {area.name}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to={content.areas.more.to} className={textLink}>
            {content.areas.more.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <CtaBanner
        id="closing-heading"
        title={content.closing.title}
        text={content.closing.text}
        action={content.closing.action}
        secondary={<PhoneLink withIcon className={buttonClasses('outline-inverse')} />}
      />
    </>
  );
}
