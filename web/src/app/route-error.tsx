import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AppErrorScreen } from '@/components/app-error-screen';
import { NotFound } from './not-found';

/** a route that fails shows 'Unexpected Application Error!' inside the frame; a 404 is Not Found. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <AppErrorScreen error={error} />;
}
