import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test layers, each with its own command (see package.json): unit (rules and components),
 * integration (handlers against the real local emulators), infra (CDK assertions and cdk-nag).
 */
// The @/ and @shared/ import aliases, as tsconfig.base.json declares them (web code and tests use them).
const { compilerOptions } = JSON.parse(readFileSync('tsconfig.base.json', 'utf8')) as {
  compilerOptions: { paths: Record<string, [string]> };
};
const resolve = {
  alias: Object.entries(compilerOptions.paths).map(([key, [target]]) => ({
    find: key.replace(/\/\*$/, ''),
    replacement: path.resolve(target.replace(/\/\*$/, '')),
  })),
};

/**
 * Vitest's own order, except that integration files named `*.last.test.ts` run after every other file of
 * their project (which runs one file at a time), by name: each leaves the local stack worse for the files
 * after it. The database outage restarts DynamoDB Local, whose new JVM compiles its code again (about 40 s
 * of CPU, which slowed every file run after it); the 100-concurrent-invoices race leaves the notice
 * sender 100 mails that others would wait behind.
 */
class LastFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => file.moduleId.endsWith('.last.test.ts');
    const byName = (a: TestSpecification, b: TestSpecification) => a.moduleId.localeCompare(b.moduleId);
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last).sort(byName)];
  }
}

export default defineConfig({
  test: {
    // Lambda runs Node 22; this machine's Node 20 would make every AWS SDK client warn.
    sequence: { sequencer: LastFilesLast },
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
    },
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: the files hold no module state between them, and
          // loading each file's imports afresh was most of this layer's CPU (with web: 94 s → 36 s alone).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // As unit: one module graph per worker. Each file still gets its own jsdom, and the set-up file
          // clears what outlives a test (rendered trees, toasts, stubs, mocks).
          isolate: false,
          // Forms driven key by key in jsdom take seconds on a busy 2-core machine; 5 s failed there.
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for every file, as unit does: the handlers, the SDK and the data layer were
          // imported afresh for each of the 39 files. The whole layer took 318 s isolated and 269 s so
          // (2026-12-07, 2 cores). What a file must do for itself each time lives in setup.ts; no file
          // replaces a module (vi.mock would reach the files after it).
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, so the plain dev and prod stages are synthesised once and
          // shared by the files that only read them (tests/infra/support.ts `synthStage`).
          isolate: false,
          // Synthesis with cdk-nag and cfn-guard takes up to 17 s a file on a loaded 2-core machine.
          testTimeout: 60_000,
          // tests/infra/api.test.ts deploys the shared function bundles (local/gateway/bundle.ts), bundling
          // them first only when a source changed (about 5 s), so a handler that does not compile fails there.
          hookTimeout: 60_000,
        },
      },
      {
        // The built site read from dist/web without a browser: each page's pre-rendered HTML, structured
        // data, sitemap, robots.txt, the not-found page and what is left with JavaScript off. Runs after
        // the build (scripts/validate.ts); e2e keeps only what needs a browser.
        resolve,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          // For its DOMParser: each page is parsed as a browser parses it, and no script runs.
          environment: 'jsdom',
        },
      },
      {
        // The byte budgets of bench.budgets.json, against dist/web's build manifest and the shared set of
        // function bundles; runs after the build and bundle steps (scripts/validate.ts). No browser, no stack.
        resolve,
        test: {
          name: 'budgets',
          include: ['tests/budgets/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
