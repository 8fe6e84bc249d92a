import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ServicePage, servicePageMeta } from '@/components/marketing/service-page';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { childcareContent as content } from '@/content/service-pages/childcare';
import { childcare } from '@/content/services';

export const meta: MetaFunction = ({ location }) => servicePageMeta(location.pathname, content);

export default function ChildcarePage() {
  const { nannies, babysitting, vetting, matching } = content;
  return (
    <ServicePage slug="childcare" content={content} image={childcare.image}>
      <Section labelledBy="nannies-heading">
        <SectionHeading id="nannies-heading" eyebrow={nannies.eyebrow} title={nannies.heading} />
        <div className="mt-12">
          <FeatureGrid items={nannies.items} columns={4} />
        </div>
      </Section>
      <Section labelledBy="babysitting-heading" tone="tint">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="babysitting-heading"
              eyebrow={babysitting.eyebrow}
              title={babysitting.heading}
              align="left"
            />
            <p className="mt-5 text-lg text-slate-700">{babysitting.text}</p>
          </div>
          <FeatureGrid items={babysitting.items} columns={2} />
        </div>
      </Section>
      <Section labelledBy="vetting-heading" tone="brand">
        <SectionHeading
          id="vetting-heading"
          eyebrow={vetting.eyebrow}
          title={vetting.heading}
          intro={vetting.intro}
          inverse
        />
        <div className="mx-auto mt-10 max-w-4xl">
          <CheckList items={vetting.items} columns={2} inverse />
        </div>
      </Section>
      <Section labelledBy="matching-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="matching-heading"
            eyebrow={matching.eyebrow}
            title={matching.heading}
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {matching.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
    </ServicePage>
  );
}
