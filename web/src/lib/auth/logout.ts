import { signOut } from 'aws-amplify/auth';
import { toast } from 'sonner';
import { setUnauthorizedHandler } from '../api-client';
import { queryClient } from '../query-client';
import { ensureAmplify } from './configure-amplify';
import { errorMessage } from './error-message';

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
 * Forgets the signed-in user's cached data, once the portal has unmounted (cleared while it is still
 * on screen, its queries would fetch again without a session), and says the logout is done.
 */
export function forgetSession(): void {
  queryClient.clear();
  toast.success('Logged out successfully');
}
