import { formatDate } from '@shared/dates';
import type { MetaFunction } from 'react-router-dom';
import { LegalNav } from '@/components/legal/legal-nav';
import { LegalSections } from '@/components/legal/legal-sections';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { legalUpdated } from '@/content/legal';
import { privacyContent as content } from '@/content/privacy';
import { CookieChoice } from '@/features/cookie-consent/cookie-choice';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <p className="mt-4 text-sm font-semibold text-slate-700">
          {content.updatedLabel}:{' '}
          <time dateTime={legalUpdated.privacy}>{formatDate(legalUpdated.privacy)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16 sm:px-6">
        <LegalNav heading={content.navHeading} sections={content.sections} />
        <p className="text-sm text-slate-600">{content.expandHint}</p>
        <LegalSections sections={content.sections} />
        <CookieChoice content={content.cookies} />
        <Link to={content.contact.to} className={buttonClasses('secondary')}>
          {content.contact.label}
        </Link>
      </div>
    </>
  );
}
