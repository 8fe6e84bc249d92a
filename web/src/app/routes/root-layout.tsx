import { Outlet } from 'react-router-dom';
import { RouteChange } from '../../components/layout/route-change';
import { SiteFrame } from '../../components/layout/site-frame';
import { ToastRegion } from '../../components/layout/toast-region';

export function RootLayout() {
  return (
    <SiteFrame>
      <RouteChange />
      <Outlet />
      <ToastRegion />
    </SiteFrame>
  );
}

/** While a lazy page loads on first visit, header and footer already show, so nothing flashes blank. */
export function RootFallback() {
  return <SiteFrame />;
}
