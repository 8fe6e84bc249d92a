import { signOut } from 'aws-amplify/auth';
import { toast } from 'sonner';
import { queryClient } from '../query-client';
import { ensureAmplify } from './configure-amplify';
import { errorMessage } from './error-message';

/** Ends the session and forgets the user's cached data; says so in a toast. False when it failed. */
export async function logOut(): Promise<boolean> {
  try {
    await ensureAmplify();
    await signOut();
  } catch (error) {
    console.error('Logout failed', error);
    toast.error('Failed to logout', { description: errorMessage(error) });
    return false;
  }
  queryClient.clear();
  toast.success('Logged out successfully');
  return true;
}
