import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { handleOf } from '../../app/route-handle';
import { readSessionHint } from '../../lib/session-hint';

const AppToaster = lazy(() => import('../ui/toaster'));

/**
 * Loads the toast library only once something may toast: a page that sends (its route says so), or a
 * signed-in visitor, whose sign-out toasts on whatever page it happens. Once loaded it stays, so a toast
 * raised just before navigating still shows. sonner replays toasts raised before its region mounted.
 */
export function ToastRegion() {
  const routeToasts = useMatches().some((match) => handleOf(match).toasts);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    // After hydration only: the server never renders the region, and the session lives in the browser.
    if (routeToasts || readSessionHint()) setWanted(true);
  }, [routeToasts]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
