import { useEffect } from 'react';
import { goTo } from '../lib/go-to';

/**
 * Sends the browser to another page of the site in place of this one (no history entry), e.g. /auth
 * for someone already signed in. Each page is its own document, so this is a page load.
 */
export function Redirect({ to }: { to: string }) {
  useEffect(() => goTo(to, { replace: true }), [to]);
  return null;
}
