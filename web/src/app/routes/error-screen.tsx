import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { EmailLink, PhoneLink } from '../../components/contact-links';
import { PageContainer } from '../../components/layout/page-container';
import { PageMeta } from '../../components/page-meta';
import { Button, buttonClasses } from '../../components/ui/button';
import { appErrorContent as content } from '../../content/errors';

/**
 * SPEC §8's fallback for routing failures. Inside the layout it replaces only the page; when the layout
 * itself failed (`standalone`) it brings its own <main> so the screen still has its landmark.
 */
const contactLink = 'font-semibold text-brand-800 underline underline-offset-4';

export function ErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  const body = (
    <PageContainer>
      <PageMeta title={content.title} />
      <h1 className="text-3xl font-bold text-slate-900">{content.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{content.body}</p>
      <p className="mt-2 flex flex-wrap gap-x-6 text-slate-700">
        <PhoneLink className={contactLink} />
        <EmailLink className={contactLink} />
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{content.retry}</Button>
        <Link to={content.home.to} className={buttonClasses('secondary')}>
          {content.home.label}
        </Link>
      </div>
    </PageContainer>
  );
  return standalone ? <main>{body}</main> : body;
}
