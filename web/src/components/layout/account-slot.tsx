import { UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The header's account entry. Signed out: a user icon to /auth. The portal adds the signed-in avatar
 * menu here (Client Portal, Logout), reading `readSessionHint()` so public pages never load Amplify.
 */
export function AccountSlot() {
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

/** The mobile menu's account links: Login / Sign Up when signed out. */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.auth} onClick={onNavigate} className="block min-h-11 py-2 font-semibold text-brand-800">
      Login / Sign Up
    </Link>
  );
}
