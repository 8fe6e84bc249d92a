import { ExternalLink } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { PhoneLink } from '@/components/contact-links';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { resourcesContent as content } from '@/content/resources';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        {content.groups.map(({ id, icon: Icon, title, links }) => (
          <section
            key={id}
            aria-labelledby={`resources-${id}`}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id={`resources-${id}`} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {title}
            </h2>
            <ul className="mt-6 divide-y divide-slate-100">
              {links.map((link) => (
                <li key={link.href} className="py-3">
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-8 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only"> {content.newTab}</span>
                  </a>
                  <p className="text-sm text-slate-700">{link.text}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Section labelledBy="resources-help-heading" tone="tint">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resources-help-heading" className="text-3xl font-bold text-slate-900">
            {content.help.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{content.help.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={content.help.contact.to} className={buttonClasses('primary')}>
              {content.help.contact.label}
            </Link>
            <PhoneLink withIcon className={buttonClasses('secondary')} />
          </div>
        </div>
      </Section>
    </>
  );
}
