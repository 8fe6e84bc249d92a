import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/constructs/api-function-bundling';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Bundles {
  /** The execution environment's runtime (runtime.ts), an ES module for worker threads. */
  runtime: string;
  /** Each function's bundle, by name: the same file infra would deploy. */
  functions: Record<string, string>;
  /** Deletes the bundles. */
  remove(): void;
}

/**
 * Bundles each function exactly as infra bundles it for Lambda (infra/constructs/api-function-bundling.ts),
 * so the local stack runs the artifact AWS runs, and a cold start imports one file, not a source tree.
 * Each stack gets a folder of its own under `.local/functions/`, inside the repository so the external
 * AWS SDK resolves from node_modules as the runtime's copy would.
 */
export const bundleFunctions = async (entries: Record<string, string>): Promise<Bundles> => {
  const parent = path.join(root, '.local', 'functions');
  mkdirSync(parent, { recursive: true });
  const outdir = mkdtempSync(path.join(parent, 'run-'));
  try {
    await Promise.all([
      build({
        ...esbuildOptions(),
        entryPoints: Object.fromEntries(
          Object.entries(entries).map(([name, entry]) => [name, path.resolve(root, entry)]),
        ),
        outdir,
        // CommonJS, as Lambda loads index.js; `.cjs` because this repository's package.json says ESM.
        outExtension: { '.js': '.cjs' },
      }),
      build({
        entryPoints: { runtime: fileURLToPath(new URL('./runtime.ts', import.meta.url)) },
        bundle: true,
        platform: 'node',
        format: 'esm',
        outExtension: { '.js': '.mjs' },
        outdir,
        logLevel: 'error',
      }),
    ]);
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  return {
    runtime: path.join(outdir, 'runtime.mjs'),
    functions: Object.fromEntries(
      Object.keys(entries).map((name) => [name, path.join(outdir, `${name}.cjs`)]),
    ),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
};
