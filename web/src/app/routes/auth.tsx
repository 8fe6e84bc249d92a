import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { useSessionCheck } from '../../lib/auth/use-session-check';

/** SPEC §2: Login and Sign Up; a session already present goes straight to the portal. */
export function AuthRoute() {
  const session = useSessionCheck();
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <AuthScreen />;
}
