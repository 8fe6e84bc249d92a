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
    let session: typeof import('./logout');
    try {
      session = await import('./logout');
    } catch (error) {
      console.error('Logout could not start', error);
      return;
    }
    if (!(await session.logOut())) return;
    await navigate(paths.home);
    session.forgetSession();
    notifySessionChanged();
  }, [navigate]);
}
