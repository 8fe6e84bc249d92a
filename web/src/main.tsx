// First: configures zod before any schema module is evaluated (see the module).
import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { appRoutes } from './app/route-tree';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The build marks pages it pre-rendered; those hydrate. The portal's pages (and the dev server) are
// empty shells that the browser renders from scratch.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered) await resolveLazyRoutes(appRoutes, window.location.pathname);

const router = createBrowserRouter(appRoutes);
const app = (
  <AppProvider>
    <RouterProvider router={router} />
  </AppProvider>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
