import { BadgePercent } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { IncludedGroups } from '@/components/marketing/included-groups';
import { ServicePage, servicePageMeta } from '@/components/marketing/service-page';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ironingContent as content } from '@/content/service-pages/ironing';
import { ironing } from '@/content/services';

export const meta: MetaFunction = ({ location }) => servicePageMeta(location.pathname, content);

export default function IroningPage() {
  const { promotion, steps, care } = content;
  return (
    <ServicePage
      slug="ironing"
      content={content}
      image={ironing.image}
      afterPricing={
        <Section labelledBy="care-heading">
          <SectionHeading id="care-heading" eyebrow={care.eyebrow} title={care.heading} />
          <div className="mt-12">
            <IncludedGroups groups={care.groups} />
          </div>
        </Section>
      }
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <aside
          aria-labelledby="ironing-offer-heading"
          className="flex flex-col gap-3 rounded-2xl bg-accent-100 p-6 text-accent-950 sm:flex-row sm:items-center sm:gap-5"
        >
          <BadgePercent aria-hidden="true" className="size-10 shrink-0" />
          <div>
            <h2 id="ironing-offer-heading" className="text-xl font-bold first-letter:uppercase">
              {promotion.title}
            </h2>
            <p className="mt-1">{promotion.text}</p>
          </div>
        </aside>
      </div>
      <Section labelledBy="steps-heading">
        <SectionHeading id="steps-heading" eyebrow={steps.eyebrow} title={steps.heading} />
        <div className="mt-12">
          <FeatureGrid items={steps.items} columns={4} numbered />
        </div>
      </Section>
    </ServicePage>
  );
}
