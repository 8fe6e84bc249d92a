import { useEffect } from 'react';
import { appErrorContent as content } from '../content/errors';
import { EmailLink, PhoneLink } from './contact-links';
import { PageContainer } from './layout/page-container';
import { PageMeta } from './page-meta';
import { Button, buttonClasses } from './ui/button';
import { Link } from './ui/link';

const contactLink = 'font-semibold text-brand-800 underline underline-offset-4';

export interface ErrorScreenProps {
  /** The layout itself failed: bring a <main>, so the screen still has its landmark. */
  standalone?: boolean;
}

/**
 * SPEC §8's 'Unexpected Application Error!' screen. Inside the layout it replaces only the page. The
 * app's router (app/routes/error-screen.tsx) and a public page's error boundary (app/site-page.tsx)
 * both show it.
 */
export function AppErrorScreen({ standalone = false, error }: ErrorScreenProps & { error: unknown }) {
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
