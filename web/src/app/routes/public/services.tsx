import type { MetaFunction } from 'react-router-dom';
import { PhoneLink } from '@/components/contact-links';
import { ServiceCard } from '@/components/marketing/service-card';
import { buttonClasses } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { CtaBanner } from '@/components/ui/cta-banner';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { servicesOverviewContent as content } from '@/content/services-overview';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section labelledBy="services-grid-heading">
        <h2 id="services-grid-heading" className="sr-only">
          {content.gridHeading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((service, index) => (
            <li key={service.id} className="flex">
              {/* The first card's picture is on a phone's first screen, below the page's heading. */}
              <ServiceCard service={service} linkLabel={content.learnMore} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="included-heading" tone="tint">
        <SectionHeading id="included-heading" title={content.includedHeading} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <CheckList items={content.included} columns={2} />
        </div>
      </Section>
      <CtaBanner
        id="services-closing-heading"
        title={content.closing.title}
        text={content.closing.text}
        action={content.closing.action}
        secondary={<PhoneLink withIcon className={buttonClasses('outline-inverse')} />}
      />
    </>
  );
}
