// First: configures zod before any schema module is evaluated (see the module).
import './lib/zod-setup';
import { hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { SitePage } from './app/site-page';
import { loadSitePage } from './app/site-pages';
import './styles.css';

/**
 * The entry of every pre-rendered public page (site.html): hydrates the page the server drew, in the
 * same frame, with no router and none of the portal's code. The portal has its own entry, main.tsx.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const pathname = window.location.pathname;
const { Page, sends } = await loadSitePage(pathname);
hydrateRoot(
  container,
  <AppProvider>
    <SitePage pathname={pathname} Page={Page} sends={sends} />
  </AppProvider>,
);
