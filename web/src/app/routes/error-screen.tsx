import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { business } from '../../../../shared/business';
import { PageContainer } from '../../components/layout/page-container';
import { PageTitle } from '../../components/page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { appErrorContent as content } from '../../content/errors';

/**
 * SPEC §8's fallback for routing failures. Inside the layout it replaces only the page; when the layout
 * itself failed (`standalone`) it brings its own <main> so the screen still has its landmark.
 */
export function ErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  const body = (
    <PageContainer>
      <PageTitle title={content.title} />
      <h1 className="text-3xl font-bold text-slate-900">{content.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{content.body}</p>
      <p className="mt-2 text-slate-700">
        <a href={business.phoneHref} className="font-semibold text-brand-800 underline">
          {business.phone}
        </a>{' '}
        ·{' '}
        <a href={`mailto:${business.email}`} className="font-semibold text-brand-800 underline">
          {business.email}
        </a>
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
