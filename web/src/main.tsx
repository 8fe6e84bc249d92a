// First: configures zod before any schema module is evaluated (see the module).
import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { SitePage } from './app/site-page';
import { loadSitePage } from './app/site-pages';
import './styles.css';

/**
 * The one entry of every page. Pre-rendered public pages hydrate what the server drew; the portal's
 * shells (and every page under `npm run dev`) are drawn here. There is no client router: each page is
 * its own document, and a link loads the next one.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const pathname = window.location.pathname;
const { Page, sends } = await loadSitePage(pathname);
const app = (
  <AppProvider>
    <SitePage pathname={pathname} Page={Page} sends={sends} />
  </AppProvider>
);

if (container.dataset.prerendered !== undefined) hydrateRoot(container, app);
else createRoot(container).render(app);
