import { accessToken } from '@/lib/api-session';
import { readSessionHint } from '@/lib/session-hint';

/**
 * Whether the visitor has a session the API will take, for the public forms: sent signed in, an enquiry
 * is linked to the account (the public route links none: a typed address proves nothing, security
 * review L1). Amplify loads only when the stored hint says someone signed in on this browser, and only
 * when they send, so an anonymous visitor's page stays as light as before.
 */
export const hasApiSession = async (): Promise<boolean> => {
  if (!readSessionHint()) return false;
  try {
    const { ensureAmplify } = await import('./configure-amplify');
    await ensureAmplify();
    return Boolean(await accessToken());
  } catch (error) {
    // A session that cannot be refreshed is no session: the form still sends, as anyone's would.
    console.error('The session could not be read', error);
    return false;
  }
};
