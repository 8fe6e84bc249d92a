import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths, prerenderedPortalPaths } from './src/app/pages';

/**
 * React Router in framework mode, without a runtime server (ssr: false): every public page is
 * pre-rendered to real HTML at build time and hydrates in the browser; so is /auth's pending state
 * (`prerenderedPortalPaths`); every other path (the portal) is served the SPA shell. scripts/build-web.ts runs this build and lays its output out for
 * CloudFront (docs/decisions/005).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: '../dist/react-router',
  ssr: false,
  prerender: [...prerenderedPaths, ...prerenderedPortalPaths, NOT_FOUND_PRERENDER_PATH],
  future: {
    // Dev only: Vite pre-bundles the dependencies of every route at start, not as each route first loads
    // (which reloads the page and can leave two copies of React in it).
    unstable_optimizeDeps: true,
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
