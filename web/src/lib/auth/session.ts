import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureAmplify } from './configure-amplify';

/**
 * The signed-in user's email from a valid (refreshed if need be) session, or undefined when nobody is
 * signed in. It only chooses between /auth and /dashboard: the API checks the token itself.
 */
export const sessionEmail = async (): Promise<string | undefined> => {
  await ensureAmplify();
  try {
    const { tokens } = await fetchAuthSession();
    const email = tokens?.idToken?.payload.email;
    return tokens?.accessToken && typeof email === 'string' ? email : undefined;
  } catch (error) {
    // A session that cannot be refreshed is no session; the user signs in again.
    console.error('The session could not be read', error);
    return undefined;
  }
};
