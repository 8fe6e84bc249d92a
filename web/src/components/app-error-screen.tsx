import { useEffect } from 'react';
import { appErrorContent as content } from '@/content/errors';
import { EmailLink, PhoneLink } from './contact-links';
import { PageContainer } from './layout/page-container';
import { Button, buttonClasses } from './ui/button';
import { Link } from './ui/link';

const contactLink = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * the specification's 'Unexpected Application Error!' screen: the router's error boundary (app/root.tsx) shows
 * it inside the frame, in place of the page that failed.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);

  return (
    <PageContainer>
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
}
