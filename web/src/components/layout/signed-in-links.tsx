import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/use-logout';

/**
 * The phone menu's links for someone signed in: Client Portal and Logout. Loaded only for them (and
 * only once the menu shows a sign of use), so a visitor's pages do not carry the sign-out code.
 */
export function SignedInLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const logout = useLogout();
  return (
    <>
      <Link to={paths.dashboard} onClick={onNavigate} className={className}>
        Client Portal
      </Link>
      <button
        type="button"
        className={className}
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
