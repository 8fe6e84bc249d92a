import { FeatureGrid } from '../../../../components/marketing/feature-grid';
import { PricingSection } from '../../../../components/marketing/pricing-section';
import { ServiceHero } from '../../../../components/marketing/service-hero';
import { PageMeta } from '../../../../components/page-meta';
import { CheckList } from '../../../../components/ui/check-list';
import { CtaBanner } from '../../../../components/ui/cta-banner';
import { Section } from '../../../../components/ui/section';
import { SectionHeading } from '../../../../components/ui/section-heading';
import { commercialCleaningContent as content } from '../../../../content/service-pages/commercial-cleaning';
import { commercialCleaning } from '../../../../content/services';

export default function CommercialCleaningPage() {
  const { hero, sectors, promise, process, pricing, closing } = content;
  return (
    <>
      <PageMeta title={content.title} description={content.description} />
      <ServiceHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
        image={commercialCleaning.image}
        primary={hero.primary}
        jump={hero.jump}
      />
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
      <PricingSection {...pricing} />
      <CtaBanner
        id="commercial-closing-heading"
        title={closing.title}
        text={closing.text}
        action={closing.action}
      />
    </>
  );
}
