import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useSessionEmail } from '@/lib/auth/session-events';
import { useLogout } from '@/lib/auth/use-logout';

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

const mobileLink = 'block min-h-11 py-2 text-left font-semibold text-brand-800';

/** The mobile menu's account links: Login / Sign Up, or Client Portal and Logout once signed in. */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const email = useSessionEmail();
  const logout = useLogout();
  if (!email)
    return (
      <Link to={paths.auth} onClick={onNavigate} className={mobileLink}>
        Login / Sign Up
      </Link>
    );
  return (
    <>
      <Link to={paths.dashboard} onClick={onNavigate} className={mobileLink}>
        Client Portal
      </Link>
      <button
        type="button"
        className={mobileLink}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        Logout
      </button>
    </>
  );
}
