import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { IncludedGroups } from '@/components/marketing/included-groups';
import { ServicePage, servicePageMeta } from '@/components/marketing/service-page';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { domesticCleaningContent as content } from '@/content/service-pages/domestic-cleaning';
import { domesticCleaning } from '@/content/services';

export const meta: MetaFunction = ({ location }) => servicePageMeta(location.pathname, content);

export default function DomesticCleaningPage() {
  const { types, included, firstVisit } = content;
  return (
    <ServicePage slug="domestic" content={content} image={domesticCleaning.image}>
      <Section id={types.id} labelledBy="types-heading">
        <SectionHeading id="types-heading" eyebrow={types.eyebrow} title={types.heading} />
        <div className="mt-12">
          <FeatureGrid items={types.items} columns={4} />
        </div>
      </Section>
      <Section labelledBy="included-heading" tone="tint">
        <SectionHeading
          id="included-heading"
          eyebrow={included.eyebrow}
          title={included.heading}
          intro={included.intro}
        />
        <div className="mt-12">
          <IncludedGroups groups={included.groups} />
        </div>
      </Section>
      <Section labelledBy="first-visit-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="first-visit-heading"
            eyebrow={firstVisit.eyebrow}
            title={firstVisit.heading}
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {firstVisit.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
    </ServicePage>
  );
}
