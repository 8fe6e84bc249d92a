import { lazy, Suspense } from 'react';
import { useSessionEmail } from '@/lib/auth/session-events';
import { useToasterOnIntent, useToasterWanted } from '@/lib/toaster';

const AppToaster = lazy(() => import('@/components/ui/toaster'));

/**
 * The toast library loads only once something may toast (lib/toaster.ts): a form someone starts on,
 * the portal or a signed-in visitor (whose sign-out toasts from the header) at their first touch. sonner shows toasts raised before its
 * region mounted once it does.
 */
export function ToastRegion() {
  const wanted = useToasterWanted();
  // A signed-in visitor can log out from the header on any page, and a failed logout toasts.
  useToasterOnIntent(useSessionEmail() !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
