import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authContent } from '@/features/auth/content';
import { nextPathFrom } from '@/features/auth/next-path';
import { notifySessionChanged } from '@/lib/auth/session-events';
import { toast } from '@/lib/toast';

/** After a sign-in: the portal opens (or the page the visitor was sent here from) and says so. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(async () => {
    // Nothing read for someone else in this tab may show to the new user. Loaded here, not with /auth:
    // TanStack Query is portal code, and a tab that never opened the portal has nothing to clear.
    const { queryClient } = await import('@/lib/query-client');
    queryClient.clear();
    notifySessionChanged();
    await navigate(nextPathFrom(search) ?? paths.dashboard, { replace: true });
    toast.success(authContent.login.success);
  }, [navigate, search]);
}
