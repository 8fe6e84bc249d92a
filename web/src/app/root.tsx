// First: configures zod before any schema module is evaluated (see the module). The root route is the
// first module every page imports, ahead of the page's own.
import '@/lib/zod-setup';
import documentCss from 'virtual:document-css';
import { business } from '@shared/business';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PendingPage } from '@/components/layout/pending-page';
import { MAIN_ID } from '@/components/layout/skip-link';
import { appErrorContent, notFoundContent, shellContent } from '@/content/errors';
import { useHydrationMark } from '@/lib/hydration-mark';
import { privatePageMeta } from '@/lib/private-page-meta';
import { RouteError } from './route-error';
import { SiteFrame } from './site-frame';

/**
 * The document every page shares. Public pages are pre-rendered into it at build time and hydrate;
 * the portal's paths get the SPA shell (this layout around `HydrateFallback`) and render in the browser.
 */
export function Layout({ children }: { children: ReactNode }) {
  // With the page and the footer (app/site-frame.tsx), marks the document once React has hydrated it:
  // the page's code starts only after its first paint (scripts/site-document.ts), and the e2e tests wait
  // for the mark before they touch a page.
  useHydrationMark('frame');
  return (
    <html lang={business.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#115e59" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No frame is painted before the parser has reached the main element. On a slow phone it
            yields mid-document, and a frame painted then showed the top bar's and the header's rows
            with only some of their items, which moved when the rest arrived (a layout shift). The
            spec holds rendering until the element is fully parsed; Chromium 156 lets it go once the
            element is inserted, which is enough: everything above the main is whole. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/* The stylesheet is in the page (no second request before the first paint). The browser's bundle
            carries an empty string here and keeps what the server wrote (vite.config.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, never anyone's input */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: documentCss }} />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        <SiteFrame>{children}</SiteFrame>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: business.name }, { name: 'robots', content: 'noindex' }];
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return privatePageMeta({ title: missing ? notFoundContent.title : appErrorContent.title });
};

export function ErrorBoundary() {
  return <RouteError />;
}

/** The SPA shell's content, shown by the portal's paths until their own route has loaded. */
export function HydrateFallback() {
  return (
    <PendingPage>
      <PageContainer>
        <p role="status" className="text-lg text-slate-700">
          {shellContent.loading}
        </p>
        <noscript>
          <p className="mt-4 text-lg text-slate-700">{shellContent.noScript}</p>
        </noscript>
      </PageContainer>
    </PendingPage>
  );
}
