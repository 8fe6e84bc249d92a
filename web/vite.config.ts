import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { business } from '../shared/business.ts';
import { CONFIG_PATH } from '../shared/config.ts';
import { API_PREFIX } from '../shared/http.ts';

/**
 * The web app's one Vite config: `npm run dev` (through the local stack, which sets API_PROXY_TARGET
 * to its CDN), `vite preview`, and the production build that scripts/build-web.ts runs.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

// The local CDN serves /api and /config.json exactly as CloudFront will, so dev asks it for both.
const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const toLocalStack: ProxyOptions = { target, changeOrigin: true };
const proxy = { [API_PREFIX]: toLocalStack, [CONFIG_PATH]: toLocalStack };

// index.html names the business from the same module the pages read, so nothing hard-codes it.
const businessName = (): Plugin => ({
  name: 'business-name',
  transformIndexHtml: (html) => html.replaceAll('%BUSINESS_NAME%', business.name),
});

/**
 * The browser and the pre-renderer run the React code on Preact's compatibility layer (docs/decisions/004).
 * The component tests (tests/web) run on React itself; the e2e suites drive this build.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const SITE_CHUNK =
  /\/node_modules\/(?:preact|lucide-react)\/|\/web\/src\/(?:components|config|content)\/|\/web\/src\/lib\/[^/]+$|\/shared\/(?:business|dates|caching|url-rewrite)\.ts$/;
// The toast region (sonner) and the honeypot (the enquiry schema, so zod) load only with forms; the
// API and query clients only where something is sent or read.
const NOT_IN_SITE_CHUNK =
  /\/ui\/(?:toaster|honeypot)\.tsx$|\/content\/register\.ts$|\/lib\/(?:api-client|query-client|server-issues|zod-setup|api-error)\.ts$/;

const inSiteChunk = (id: string) => SITE_CHUNK.test(id) && !NOT_IN_SITE_CHUNK.test(id);

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), businessName()],
  resolve: { alias: preactCompat },
  // Bundled into the server build too, so the router and Radix render on the same Preact as the pages.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // scripts/build-web.ts reads it to preload each page's own chunk and to count each page's JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What most pages use (Preact, the frame, common icons and components) goes into one chunk
            // rather than dozens of 1 kB files: on a phone's connection each request costs a round
            // trip before the first paint (halved the requests per page, and the bytes: less code
            // repeated across chunks). Eight pages or more, so few pages load code they do not use.
            // Nothing that brings a heavy library is captured (captured modules bring their imports).
            { name: 'site', test: inSiteChunk, minShareCount: 8 },
          ],
        },
      },
    },
  },
});
