import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { CONFIG_PATH } from '../shared/config.ts';
import { API_PREFIX } from '../shared/http.ts';
import { type Identity, identityDefines } from '../shared/identity.ts';
import { DEMO_IDENTITY } from '../shared/identity-schema.ts';

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
 * zod without its JSON Schema generator, in the browser. Since zod 4.2 every schema carries
 * `toJSONSchema()` and Standard Schema's `jsonSchema`, so zod's classic API pulls the generator along
 * (json-schema-processors and to-json-schema: 6 kB gzip on every portal page) though the site never
 * calls it: the browser only parses. For the client build, this plugin answers those two imports of
 * classic/schemas.js with a module that keeps `aggregateChecks` (the real one: schemas' `minLength` and
 * similar getters use it) and gives every other name, read from zod's own module so none is missed, a
 * function that says JSON Schema is not made here. The server and the functions keep the real modules.
 */
const zodWithoutJsonSchema = (): Plugin => {
  const id = '\0zod-without-json-schema';
  const zodCore = (file: string) => fileURLToPath(new URL(file, import.meta.resolve('zod/v4/core')));
  const exportedNames = (file: string) =>
    [...readFileSync(zodCore(file), 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
      (m) => m[1] as string,
    );
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('/zod/v4/classic/schemas.js')) return undefined;
      if (source === '../core/json-schema-processors.js' || source === '../core/to-json-schema.js') return id;
      return undefined;
    },
    load(source) {
      if (source !== id) return undefined;
      const names = [
        ...exportedNames('json-schema-processors.js'),
        ...exportedNames('to-json-schema.js'),
      ].filter((name) => name !== 'aggregateChecks');
      return [
        `export { aggregateChecks } from ${JSON.stringify(zodCore('json-schema-processors.js'))};`,
        'const notHere = () => { throw new Error("zod: JSON Schema is not generated in the browser"); };',
        // The two method factories return the method; the processors are the method's steps.
        ...names.map((name) =>
          name.startsWith('create')
            ? `export const ${name} = () => notHere;`
            : `export const ${name} = notHere;`,
        ),
      ].join('\n');
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
// The portal's own paths (config/portal-paths.ts) are not part of it: only the portal's code uses them.
const FRAME =
  /\/web\/src\/components\/(?:layout\/|contact-links\.tsx$)|\/web\/src\/features\/cookie-consent\/cookie-banner\.tsx$|\/web\/src\/lib\/(?:consent|page-path|use-page-path|use-scrolled-past|reduced-motion|toaster|toast|once|session-hint|lazy-component|auth\/session-events|private-page-meta)\.tsx?$|\/web\/src\/content\/(?:site|errors)\.ts$|\/shared\/dates\.ts$|\/web\/src\/config\/(?!portal-paths\.ts$)[^/]+$/;
// Parts of the frame drawn only on demand (a menu's icons, someone signed in, a visitor who has not
// chosen cookies, a page scrolled far): they load on their own, so the frame's group leaves them out.
const ON_DEMAND =
  /\/web\/src\/components\/layout\/(?:account-menu|signed-in-links|service-menu-icon|back-to-top-button)\.tsx$|\/web\/src\/features\/cookie-consent\/cookie-notice\.tsx$/;
// The head every indexed page writes (canonical URL, social tags, the LocalBusiness JSON-LD with its
// areas and opening hours): one file for the public pages; the portal's pages are noindex and skip it.
const INDEXED_HEAD =
  /\/web\/src\/lib\/(?:page-meta|structured-data|opening-hours)\.ts$|\/web\/src\/content\/areas\.ts$/;
// What every form shares (its fields, a submission and its errors): one file for the pages with a form,
// none for the pages without.
const FORM =
  /\/web\/src\/components\/ui\/(?:field|text-field)\.tsx$|\/web\/src\/lib\/(?:submission|api-error|server-issues)\.ts$|\/lucide-react\/dist\/esm\/icons\/circle-exclamation-point\.mjs$/;
// The portal's dialogs (ModalDialog, DialogActions) and its lists' parts (ItemList, SectionHeader,
// StatusBadge) are shared by many portal chunks, never by a public page: issue 28's key register took
// the lists' parts past eight sharers, and so into every public page's "site" chunk (+0.3 kB gzip).
// FormField brings react-hook-form: in the "site" chunk it would put 14 kB gzip on every page.
const NOT_SITE =
  /\/ui\/(?:toaster|honeypot|field|form-field|select-field|text-field|query-state|modal-dialog|dialog-actions|item-list|section-header|status-badge)\.tsx$|\/lib\/(?:api-client|api-error|api-session|price|slug|submission|query-client|query-keys|server-issues|idempotency|save-file)\.ts$|\/lib\/auth\/(?!session-events)|\/content\/register\.ts$|\/config\/portal-paths\.ts$/;

/** The chunk groups: the framework, the site's frame, the indexed pages' head and the forms' parts. */
const CHUNK_GROUPS = [
  { name: 'framework', test: FRAMEWORK, priority: 3 },
  { name: 'site', test: (id: string) => FRAME.test(id) && !ON_DEMAND.test(id), priority: 2 },
  { name: 'head', test: INDEXED_HEAD, priority: 2 },
  { name: 'form', test: FORM, minShareCount: 3, priority: 1 },
  { name: 'site', test: (id: string) => SITE.test(id) && !NOT_SITE.test(id), minShareCount: 8, priority: 1 },
];

/** The chunks whose file names keep their name: the groups and Rolldown's runtime. */
const NAMED_CHUNKS = new Set([...CHUNK_GROUPS.map((group) => group.name), 'rolldown-runtime']);

/**
 * The stage's identity (shared/identity.ts), which `npm run build -- --config <file>` checks and passes in
 * `PBHS_IDENTITY`; without it the site keeps the demo's.
 */
// Always defined (the demo's when no stage is named), so the bundler folds the choice away.
const identityDefine = identityDefines(
  process.env.PBHS_IDENTITY ? (JSON.parse(process.env.PBHS_IDENTITY) as Identity) : DEMO_IDENTITY,
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), documentCss(), zodWithoutJsonSchema()],
  define: identityDefine,
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // React Router's route manifest, which every page loads, names every route's chunks (about 780
        // file names, most of them unique hashes that gzip cannot shrink), so a chunk's file name is paid
        // for on every page. The groups named below (the framework, the site's frame, the indexed head,
        // the forms' parts) and the entries (route modules) keep their names for reading a build; every
        // other chunk is named by its content hash alone: 1 kB gzip less on every page (issue 25).
        // Source maps (SOURCEMAP=1) still say what each file holds.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
