import { lazy, Suspense, useEffect, useState } from 'react';
import { takeFlashToast } from '../../lib/flash-toast';
import { readSessionHint } from '../../lib/session-hint';

const AppToaster = lazy(() => import('../ui/toaster'));

/**
 * Loads the toast library only once something may toast: a page that sends (`pageToasts`), a message
 * the previous page left (flash-toast.ts: 'Logged out successfully' on the home page), or a signed-in
 * visitor, whose failed sign-out toasts where it happens. sonner replays toasts raised before its
 * region mounted.
 */
export function ToastRegion({ pageToasts }: { pageToasts: boolean }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    // After hydration only: the server never renders the region, and the session lives in the browser.
    const flash = takeFlashToast();
    if (flash) void import('sonner').then(({ toast }) => toast.success(flash));
    if (pageToasts || flash || readSessionHint()) setWanted(true);
  }, [pageToasts]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
