import { useRouteError } from 'react-router-dom';
import { AppErrorScreen, type ErrorScreenProps } from '../../components/app-error-screen';

/** SPEC §8's fallback for routing failures, as the app's router reports them. */
export function ErrorScreen(props: ErrorScreenProps) {
  return <AppErrorScreen {...props} error={useRouteError()} />;
}
