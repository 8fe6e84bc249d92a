import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authPathFor } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-session';
import { queryClient } from '@/lib/query-client';
import { notifySessionChanged } from './session-events';
import { signOut } from './sign-out';

/**
 * While the portal is open, an API 401 (token revoked, user removed) ends the local session and sends
 * the user to /auth, to come back here after signing in. The session is cleared first, or /auth would
 * see it and send them straight back.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let handling = false;
    setUnauthorizedHandler(() => {
      // Several queries can fail at once; one redirect is enough.
      if (handling) return;
      handling = true;
      void signOut()
        .catch((error: unknown) => console.error('Could not clear the session', error))
        .finally(async () => {
          notifySessionChanged();
          await navigate(authPathFor(pathname + search), { replace: true });
          // Once the portal is off the screen, or its queries would ask again without a session.
          queryClient.clear();
        });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate, pathname, search]);
}
