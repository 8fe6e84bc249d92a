// First: configures zod before any schema module is evaluated (see the module).
import './lib/zod-setup';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/route-tree';
import './styles.css';

/**
 * The app's entry (index.html): the portal's shells, /auth and /dashboard, which the browser renders,
 * and every page under `npm run dev`. Pre-rendered public pages have their own entry, site-main.tsx.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <AppProvider>
    <RouterProvider router={createBrowserRouter(appRoutes)} />
  </AppProvider>,
);
