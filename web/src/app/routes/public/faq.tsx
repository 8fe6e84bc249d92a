import { business } from '@shared/business';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { EmailLink, PhoneLink } from '@/components/contact-links';
import { buttonClasses } from '@/components/ui/button';
import { cardGridClasses } from '@/components/ui/card-grid';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { faqGroups } from '@/content/faq';
import { faqPageContent as content } from '@/content/faq-page';
import { FaqBrowser } from '@/features/faq/components/faq-browser';
import { pageMeta } from '@/lib/page-meta';
import { faqPage } from '@/lib/structured-data';

const tile =
  'flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, {
    title: content.title,
    description: content.description,
    jsonLd: [faqPage(faqGroups.flatMap((group) => group.items))],
  });

export default function FaqPage() {
  const { tiles, still, resources, closing } = content;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <section aria-labelledby="faq-tiles-heading" className="mt-8">
          <h2 id="faq-tiles-heading" className="sr-only">
            {tiles.heading}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>
              <a href={business.phoneHref} className={tile}>
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Phone aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-600">{tiles.call.title}</span>
                  <span className="block font-semibold text-brand-800">{business.phone}</span>
                  <span className="block text-sm text-slate-600">{tiles.call.text}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={tile}>
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Mail aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-600">{tiles.email.title}</span>
                  <span className="block font-semibold break-words text-brand-800">{business.email}</span>
                  <span className="block text-sm text-slate-600">{tiles.email.text}</span>
                </span>
              </a>
            </li>
          </ul>
        </section>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <FaqBrowser />
      </div>
      <Section labelledBy="still-heading" tone="tint">
        <SectionHeading id="still-heading" title={still.heading} intro={still.text} />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <PhoneLink withIcon className={buttonClasses('primary')} />
          <EmailLink withIcon className={buttonClasses('secondary', 'break-all')} />
          <Link to={still.contact.to} className={buttonClasses('secondary')}>
            {still.contact.label}
          </Link>
        </div>
      </Section>
      <Section labelledBy="resources-heading">
        <SectionHeading id="resources-heading" title={resources.heading} />
        <ul className={cardGridClasses(5, 'mt-10 [--card-gap:1rem]')}>
          {resources.items.map(({ icon: Icon, title, text, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <span className="mt-3 font-semibold text-slate-900 group-hover:underline">{title}</span>
                <span className="mt-1 flex-1 text-sm text-slate-700">{text}</span>
                <ArrowRight aria-hidden="true" className="mt-3 size-4 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner id="faq-closing-heading" title={closing.title} text={closing.text} action={closing.action} />
    </>
  );
}
