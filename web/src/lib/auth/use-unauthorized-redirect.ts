import { signOut } from 'aws-amplify/auth';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { setUnauthorizedHandler } from '../api-client';
import { goTo } from '../go-to';

/**
 * While the portal is open, an API 401 (token revoked, user removed) ends the local session and sends
 * the user to /auth. The session is cleared first, or /auth would see it and send them straight back.
 */
export function useUnauthorizedRedirect() {
  useEffect(() => {
    let handling = false;
    setUnauthorizedHandler(() => {
      // Several queries can fail at once; one redirect is enough.
      if (handling) return;
      handling = true;
      void signOut()
        .catch((error: unknown) => console.error('Could not clear the session', error))
        // A page load of /auth: the portal's cached data goes with this page.
        .finally(() => goTo(paths.auth, { replace: true }));
    });
    return () => setUnauthorizedHandler(undefined);
  }, []);
}
