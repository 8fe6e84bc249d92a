import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect } from '../../components/redirect';
import { paths } from '../../config/paths';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { useSessionCheck } from '../../lib/auth/use-session-check';
import { queryClient } from '../../lib/query-client';

/** SPEC §2: Login and Sign Up; a session already present goes straight to the portal. */
export function AuthRoute() {
  const session = useSessionCheck();
  if (session.status === 'signed-in') return <Redirect to={paths.dashboard} />;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthScreen />
    </QueryClientProvider>
  );
}
