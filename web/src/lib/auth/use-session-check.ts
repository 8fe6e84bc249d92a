import { useEffect, useState } from 'react';
import { sessionEmail } from './session';
import { notifySessionChanged } from './session-events';

export type SessionCheck =
  | { status: 'checking' }
  | { status: 'signed-in'; email: string }
  | { status: 'signed-out' }
  | { status: 'failed'; error: unknown };

/**
 * Whether someone is signed in, asked of Amplify once the page has mounted. In the component rather
 * than a route loader, so a pre-rendered /auth or /dashboard renders the same first tree on the server.
 */
export function useSessionCheck(): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    sessionEmail().then(
      (email) => {
        // A session Amplify has just given up on (refresh refused) must also leave the header.
        if (!email) notifySessionChanged();
        if (current) setCheck(email ? { status: 'signed-in', email } : { status: 'signed-out' });
      },
      (error: unknown) => {
        if (current) setCheck({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return check;
}
