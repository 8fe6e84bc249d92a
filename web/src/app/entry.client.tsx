import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';

// In dev the browser loads the stylesheet itself, so edits reload without a page load; the production
// pages carry it inline (vite.config.ts, virtual:document-css).
if (import.meta.env.DEV) void import('@/styles.css');

/**
 * Hydrates the pre-rendered page (or the SPA shell) inside a transition, so React yields to the
 * browser between pieces of work instead of holding the main thread for the whole page.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
