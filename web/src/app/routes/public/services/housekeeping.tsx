import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ServicePage, servicePageMeta } from '@/components/marketing/service-page';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { housekeepingContent as content } from '@/content/service-pages/housekeeping';
import { housekeeping } from '@/content/services';

export const meta: MetaFunction = ({ location }) => servicePageMeta(location.pathname, content);

export default function HousekeepingPage() {
  const { services, plans } = content;
  return (
    <ServicePage slug="housekeeping" content={content} image={housekeeping.image}>
      <Section labelledBy="housekeeping-services-heading">
        <SectionHeading
          id="housekeeping-services-heading"
          eyebrow={services.eyebrow}
          title={services.heading}
        />
        <div className="mt-12">
          <FeatureGrid items={services.items} />
        </div>
      </Section>
      <Section id={plans.id} labelledBy="plans-heading" tone="tint">
        <SectionHeading
          id="plans-heading"
          eyebrow={plans.eyebrow}
          title={plans.heading}
          intro={plans.intro}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.items.map(({ icon: Icon, title, hours, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 font-semibold text-brand-800">{hours}</p>
              <p className="mt-3 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </ServicePage>
  );
}
