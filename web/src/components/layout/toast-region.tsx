import { lazy, Suspense, useEffect } from 'react';
import { useSessionEmail } from '@/lib/auth/session-events';
import { requestToaster, useToasterWanted } from '@/lib/toaster';

const AppToaster = lazy(() => import('@/components/ui/toaster'));

/**
 * The toast library loads only once something may toast (lib/toaster.ts): a form, the portal, or a
 * signed-in visitor, whose sign-out toasts from the header. sonner shows toasts raised before its
 * region mounted once it does.
 */
export function ToastRegion() {
  const wanted = useToasterWanted();
  const signedIn = useSessionEmail() !== null;
  useEffect(() => {
    if (signedIn) requestToaster();
  }, [signedIn]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
