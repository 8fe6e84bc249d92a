import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useSessionEmail } from '@/lib/auth/session-events';

const AccountMenu = lazy(() => import('./account-menu'));

const avatarPlaceholder = 'inline-flex size-11 rounded-full bg-brand-700';

/**
 * The header's account entry, drawn from `useSessionEmail()` (the session hint in local storage) so
 * public pages never load Amplify. Signed out: a user icon to /auth. Signed in: the avatar menu.
 */
export function AccountSlot() {
  const email = useSessionEmail();
  if (email)
    return (
      <Suspense fallback={<span aria-hidden="true" className={avatarPlaceholder} />}>
        <AccountMenu email={email} />
      </Suspense>
    );
  return (
    <Link
      to={paths.auth}
      aria-label="Log in or sign up"
      className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      <UserRound aria-hidden="true" className="size-6" />
    </Link>
  );
}
