import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { RouteChange } from '../../components/layout/route-change';
import { SiteFrame } from '../../components/layout/site-frame';
import { ToastRegion } from '../../components/layout/toast-region';
import { SitePathContext } from '../../lib/site-path';
import { handleOf } from '../route-handle';

/** The app's layout (the portal, and every page under `npm run dev`): the router says where we are. */
export function RootLayout() {
  const { pathname } = useLocation();
  const pageToasts = useMatches().some((match) => handleOf(match).toasts);
  return (
    <SitePathContext value={pathname}>
      <SiteFrame>
        <RouteChange />
        <Outlet />
        <ToastRegion pageToasts={pageToasts} />
      </SiteFrame>
    </SitePathContext>
  );
}

/** While a lazy page loads on first visit, header and footer already show, so nothing flashes blank. */
export function RootFallback() {
  return <SiteFrame />;
}
