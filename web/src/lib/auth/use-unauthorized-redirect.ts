import { signOut } from 'aws-amplify/auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { setUnauthorizedHandler } from '../api-client';
import { queryClient } from '../query-client';
import { notifySessionChanged } from './session-events';

/**
 * While the portal is open, an API 401 (token revoked, user removed) ends the local session and sends
 * the user to /auth. The session is cleared first, or /auth would see it and send them straight back.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let handling = false;
    setUnauthorizedHandler(() => {
      // Several queries can fail at once; one redirect is enough.
      if (handling) return;
      handling = true;
      void signOut()
        .catch((error: unknown) => console.error('Could not clear the session', error))
        .finally(() => {
          queryClient.clear();
          notifySessionChanged();
          void navigate(paths.auth, { replace: true });
        });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);
}
