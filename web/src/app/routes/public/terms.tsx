import { formatDate } from '@shared/dates';
import type { MetaFunction } from 'react-router-dom';
import { LegalNav } from '@/components/legal/legal-nav';
import { LegalSections } from '@/components/legal/legal-sections';
import { CheckList } from '@/components/ui/check-list';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { legalUpdated } from '@/content/legal';
import { termsContent as content } from '@/content/terms';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <p className="mt-4 text-sm font-semibold text-slate-700">
          {content.updatedLabel}: <time dateTime={legalUpdated.terms}>{formatDate(legalUpdated.terms)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16 sm:px-6">
        <section
          aria-labelledby="terms-summary-heading"
          className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
        >
          <h2 id="terms-summary-heading" className="text-xl font-bold">
            {content.summary.heading}
          </h2>
          <div className="mt-4">
            <CheckList items={content.summary.items} columns={2} inverse />
          </div>
        </section>
        <LegalNav heading={content.navHeading} sections={content.sections} numbered />
        <p className="text-sm text-slate-600">{content.expandHint}</p>
        <LegalSections sections={content.sections} numbered exclusiveGroup="terms" />
        <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm text-slate-600">
          <p>
            {content.versionLabel} {content.version} · {content.updatedLabel}{' '}
            <time dateTime={legalUpdated.terms}>{formatDate(legalUpdated.terms)}</time>
          </p>
          <Link
            to={content.privacyLink.to}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {content.privacyLink.label}
          </Link>
        </footer>
      </div>
    </>
  );
}
