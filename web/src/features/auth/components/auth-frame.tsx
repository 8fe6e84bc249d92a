import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { authContent } from '@/features/auth/content';

/**
 * The sign-in page around its current step: the heading, the intro and the card. The page's pending
 * state (pre-rendered, shown while the session is checked) draws the same frame, so the heading and
 * intro the visitor sees first stay where they are when the forms arrive. At least a screen tall in
 * every step, so the footer stays below the fold rather than jumping up when a shorter step arrives.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <PageContainer>
        <div className="mx-auto max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {authContent.heading}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{authContent.intro}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {children}
          </div>
        </div>
      </PageContainer>
    </div>
  );
}
