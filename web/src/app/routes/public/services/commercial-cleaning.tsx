import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { ServicePage, servicePageMeta } from '@/components/marketing/service-page';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { commercialCleaningContent as content } from '@/content/service-pages/commercial-cleaning';
import { commercialCleaning } from '@/content/services';

export const meta: MetaFunction = ({ location }) => servicePageMeta(location.pathname, content);

export default function CommercialCleaningPage() {
  const { sectors, promise, process } = content;
  return (
    <ServicePage slug="commercial" content={content} image={commercialCleaning.image}>
      <Section labelledBy="sectors-heading">
        <SectionHeading id="sectors-heading" eyebrow={sectors.eyebrow} title={sectors.heading} />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {sectors.items.map(({ icon: Icon, title, text, points }) => (
            <article key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
              <div className="mt-5">
                <CheckList items={points} />
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section labelledBy="promise-heading" tone="brand">
        <SectionHeading id="promise-heading" eyebrow={promise.eyebrow} title={promise.heading} inverse />
        <div className="mx-auto mt-10 max-w-4xl">
          <CheckList items={promise.items} columns={2} inverse />
        </div>
      </Section>
      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" eyebrow={process.eyebrow} title={process.heading} />
        <div className="mt-12">
          <FeatureGrid items={process.items} numbered />
        </div>
      </Section>
    </ServicePage>
  );
}
