import { MapPin, MapPinned } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { AreaMap } from '@/components/marketing/area-map';
import { buttonClasses } from '@/components/ui/button';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { areas, featuredAreas } from '@/content/areas';
import { areasContent as content } from '@/content/areas-page';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function AreasPage() {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section labelledBy="map-heading">
        <h2 id="map-heading" className="sr-only">
          {content.mapHeading}
        </h2>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1fr]">
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <AreaMap areas={areas} label={content.mapLabel} legend={content.legend} />
          </div>
          <div>
            <h3 className="text-2xl font-bold text-slate-900">{content.listHeading}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {areas.map((area) => (
                <li key={area.name} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                    {area.name}
                    {area.base && (
                      <span className="rounded-full bg-brand-900 px-2 py-0.5 text-xs text-white">
                        {content.baseLabel}
                      </span>
                    )}
                    {area.featured && !area.base && (
                      <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs text-accent-950">
                        {content.featuredLabel}
                      </span>
                    )}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{content.descriptions[area.name]}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section labelledBy="featured-heading" tone="tint">
        <SectionHeading id="featured-heading" title={content.featuredHeading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredAreas.map((area) => (
            <li key={area.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <MapPinned aria-hidden="true" className="size-6 text-accent-500" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{area.name}</h3>
              <p className="mt-2 text-slate-700">{content.featuredHighlights[area.name]}</p>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-2xl text-center">
          <h3 className="text-xl font-semibold text-slate-900">{content.outside.heading}</h3>
          <p className="mt-3 text-slate-700">{content.outside.text}</p>
          <Link to={content.outside.action.to} className={buttonClasses('secondary', 'mt-6')}>
            {content.outside.action.label}
          </Link>
        </div>
      </Section>
      <CtaBanner
        id="areas-closing-heading"
        title={content.closing.title}
        text={content.closing.text}
        action={content.closing.action}
      />
    </>
  );
}
