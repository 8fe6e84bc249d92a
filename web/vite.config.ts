import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { CONFIG_PATH } from '../shared/config.ts';
import { API_PREFIX } from '../shared/http.ts';

/**
 * The web app's one Vite config: React Router's framework plugin (routes, pre-rendering, the SPA
 * shell), Tailwind, and the `@/` and `@shared/` aliases from tsconfig. `npm run dev` (through the
 * local stack, which sets API_PROXY_TARGET to its CDN) and the production build (scripts/build-web.ts)
 * both use it.
 */

// The local CDN serves /api and /config.json exactly as CloudFront will, so dev asks it for both.
const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const toLocalStack: ProxyOptions = { target, changeOrigin: true };
const proxy = { [API_PREFIX]: toLocalStack, [CONFIG_PATH]: toLocalStack };

/**
 * `virtual:document-css`: the site's stylesheet as text for the server build, which writes it into
 * each pre-rendered page (the first paint waits for no second request), and an empty string for the
 * browser, whose pages already carry it. In dev the browser imports the stylesheet itself (hot reload).
 */
const documentCss = (): Plugin => {
  const id = 'virtual:document-css';
  const resolved = `\0${id}`;
  return {
    name: 'document-css',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(source) {
      if (source !== resolved) return undefined;
      return this.environment.name === 'client'
        ? 'export default "";'
        : 'export { default } from "/src/styles.css?inline";';
    },
  };
};

/**
 * Code every page runs goes into few files rather than dozens of small ones: each request costs a round
 * trip on a phone's connection, and small files compress worse. React, react-dom and React Router form
 * one chunk; the site's own components and helpers that eight or more routes share form another,
 * except anything that would pull a heavy library along (zod, sonner, TanStack Query, Amplify) or that
 * only forms use, which stays with the routes that use it. Content (words, the services' icons) is not
 * grouped: a page carries only the words it shows. Measured with `npm run bench -- --quick` (issue 25).
 */
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;
const SITE =
  /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)|\/web\/src\/(?:components|config|lib)\/|\/shared\/(?:business|dates|caching)\.ts$/;
// The frame every page draws (app/root.tsx and what it imports): always on the page, so always in the chunk.
const FRAME =
  /\/web\/src\/components\/layout\/|\/web\/src\/features\/cookie-consent\/cookie-banner\.tsx$|\/web\/src\/lib\/(?:consent|page-path|use-page-path|use-scrolled-past|reduced-motion|toaster|toast|once|session-hint|lazy-component|auth\/session-events)\.tsx?$|\/web\/src\/content\/(?:site|errors)\.ts$|\/web\/src\/config\/[^/]+$/;
// Parts of the frame drawn only on demand (a menu's icons, someone signed in, a visitor who has not
// chosen cookies, a page scrolled far): they load on their own, so the frame's group leaves them out.
const ON_DEMAND =
  /\/web\/src\/components\/layout\/(?:account-menu|signed-in-links|service-menu-icon|back-to-top-button)\.tsx$|\/web\/src\/features\/cookie-consent\/cookie-notice\.tsx$/;
// What the forms share (fields, a submission's errors, the honeypot): one file for the pages with a form,
// none for the pages without.
const FORM =
  /\/web\/src\/components\/ui\/(?:field|text-field|select-field|honeypot)\.tsx$|\/web\/src\/lib\/(?:submission|api-error|server-issues)\.ts$|\/lucide-react\/dist\/esm\/icons\/circle-exclamation-point\.mjs$/;
const NOT_SITE =
  /\/ui\/(?:toaster|honeypot|field|select-field|text-field|query-state)\.tsx$|\/lib\/(?:api-client|api-error|submission|query-client|query-keys|server-issues|idempotency|save-file)\.ts$|\/lib\/auth\/(?!session-events)|\/content\/register\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), documentCss()],
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            { name: 'site', test: (id) => FRAME.test(id) && !ON_DEMAND.test(id), priority: 2 },
            { name: 'form', test: FORM, minShareCount: 3, priority: 1 },
            {
              name: 'site',
              test: (id) => SITE.test(id) && !NOT_SITE.test(id),
              minShareCount: 8,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
