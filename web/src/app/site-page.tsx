import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from '../components/app-error-screen';
import { SiteFrame } from '../components/layout/site-frame';
import { ToastRegion } from '../components/layout/toast-region';
import { SitePathContext } from '../lib/site-path';

interface SitePageProps {
  pathname: string;
  Page: ComponentType;
  /** The page sends something, so the toast region loads with it. */
  sends: boolean;
}

/**
 * One public page in the shared frame, exactly as the pre-renderer draws it and the browser hydrates
 * it. No router: every link loads the next page's own document (which also starts it at the top).
 */
export function SitePage({ pathname, Page, sends }: SitePageProps) {
  return (
    <SitePathContext value={pathname}>
      <SiteFrame>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
        <ToastRegion pageToasts={sends} />
      </SiteFrame>
    </SitePathContext>
  );
}

/** A page that throws shows SPEC §8's error screen inside the frame, so the header still works. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A page failed without a reason') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <AppErrorScreen error={this.state.error} />;
  }
}
