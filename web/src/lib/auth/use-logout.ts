import { useCallback } from 'react';
import { paths } from '../../config/paths';
import { queueFlashToast } from '../flash-toast';
import { goTo } from '../go-to';

/**
 * Logout for the header and the portal: sign out, then load the home page, which says it is done.
 * Amplify is imported on click (./logout), so the header on public pages carries none of it. Loading
 * the page (rather than a client-side navigation) also drops every cached portal query.
 */
export function useLogout() {
  return useCallback(async () => {
    let session: typeof import('./logout');
    try {
      session = await import('./logout');
    } catch (error) {
      console.error('Logout could not start', error);
      return;
    }
    if (!(await session.logOut())) return;
    queueFlashToast(session.LOGGED_OUT);
    goTo(paths.home);
  }, []);
}
