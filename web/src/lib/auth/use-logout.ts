import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { notifySessionChanged } from './session-events';

/**
 * Logout for the header and the portal: sign out, then home. Amplify, the toasts and the query cache
 * are imported on click (./logout), so the header on public pages carries none of them.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { logOut } = await import('./logout');
      if (!(await logOut())) return;
    } catch (error) {
      // Only the module itself failing to load lands here; logOut reports its own failures.
      console.error('Logout could not start', error);
      return;
    }
    await navigate(paths.home);
    notifySessionChanged();
  }, [navigate]);
}
