import { setUnauthorizedHandler } from '@/lib/api-session';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { ensureAmplify } from './configure-amplify';
import { errorMessage } from './error-message';
import { signOut } from './sign-out';

/** Ends the session; says why in a toast if it could not. */
export async function logOut(): Promise<boolean> {
  try {
    await ensureAmplify();
    // A portal query failing while the session ends is expected: it must not send the user to /auth.
    setUnauthorizedHandler(undefined);
    await signOut();
    return true;
  } catch (error) {
    console.error('Logout failed', error);
    toast.error('Failed to logout', { description: errorMessage(error) });
    return false;
  }
}

/**
 * Forgets what the portal read, so none of it shows to whoever uses the tab next. Called once the portal
 * has gone from the screen: cleared under a mounted query, the query would ask again, without a session.
 */
export const forgetPortalData = () => queryClient.clear();

/** Said on the home page once the logout is done. */
export const LOGGED_OUT = 'Logged out successfully';
