import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { queueFlashToast } from '../../../lib/flash-toast';
import { goTo } from '../../../lib/go-to';
import { authContent } from '../content';

/** After a sign-in: the portal opens (a fresh page, so nothing cached for someone else survives) and says so. */
export function useFinishSignIn() {
  return useCallback(async () => {
    queueFlashToast(authContent.login.success);
    goTo(paths.dashboard);
  }, []);
}
