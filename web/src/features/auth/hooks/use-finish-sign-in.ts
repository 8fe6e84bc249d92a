import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { notifySessionChanged } from '../../../lib/auth/session-events';
import { queryClient } from '../../../lib/query-client';
import { authContent } from '../content';

/** After a sign-in: nothing cached for someone else survives, the header updates, the portal opens. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(async () => {
    queryClient.clear();
    notifySessionChanged();
    toast.success(authContent.login.success);
    await navigate(paths.dashboard, { replace: true });
  }, [navigate]);
}
