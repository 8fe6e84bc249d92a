import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { requestToaster } from '@/lib/toaster';
import { notifySessionChanged } from './session-events';

/**
 * Logout for the header and the portal: sign out, go home, forget what the portal read and say it
 * is done. Amplify is imported on click (./logout), so the header on public pages carries none of it.
 */
export function useLogout() {
  const navigate = useNavigate();
  /** `said`: what to say once done, when it is not the usual 'Logged out successfully'. */
  return useCallback(
    async (said?: string) => {
      requestToaster();
      let session: typeof import('./logout');
      try {
        session = await import('./logout');
      } catch (error) {
        console.error('Logout could not start', error);
        return;
      }
      if (!(await session.logOut())) return;
      notifySessionChanged();
      await navigate(paths.home);
      session.forgetPortalData();
      toast.success(said ?? session.LOGGED_OUT);
    },
    [navigate],
  );
}
