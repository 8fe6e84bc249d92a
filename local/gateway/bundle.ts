import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/constructs/api-function-bundling';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runtimeEntry = fileURLToPath(new URL('./runtime.ts', import.meta.url));

export interface Bundles {
  /** The execution environment's runtime (runtime.ts), an ES module for worker threads. */
  runtime: string;
  /** Each function's bundle, by name: the same file infra would deploy. */
  functions: Record<string, string>;
}

/** What a set of bundles was made from: every input file with its size and modification time. */
interface Manifest {
  key: string;
  inputs: [file: string, size: number, mtimeMs: number][];
}

const fingerprint = (files: string[]): Manifest['inputs'] =>
  files.map((file) => {
    const stats = statSync(path.resolve(root, file));
    return [file, stats.size, stats.mtimeMs];
  });

const unchanged = (inputs: Manifest['inputs']) => {
  try {
    return fingerprint(inputs.map(([file]) => file)).every(
      ([, size, mtime], index) => size === inputs[index]?.[1] && mtime === inputs[index]?.[2],
    );
  } catch {
    return false;
  }
};

const buildInto = async (entries: Record<string, string>, outdir: string) => {
  const [functions, runtime] = await Promise.all([
    build({
      ...esbuildOptions(),
      entryPoints: Object.fromEntries(
        Object.entries(entries).map(([name, entry]) => [name, path.resolve(root, entry)]),
      ),
      outdir,
      // CommonJS, as Lambda loads index.js; `.cjs` because this repository's package.json says ESM.
      outExtension: { '.js': '.cjs' },
      metafile: true,
    }),
    build({
      entryPoints: { runtime: runtimeEntry },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outExtension: { '.js': '.mjs' },
      outdir,
      logLevel: 'error',
      metafile: true,
    }),
  ]);
  return [...Object.keys(functions.metafile.inputs), ...Object.keys(runtime.metafile.inputs)].filter(
    (input) => !input.startsWith('node_modules/'),
  );
};

/**
 * Bundles each function exactly as infra bundles it for Lambda (infra/constructs/api-function-bundling.ts),
 * so the local stack runs the artifact AWS runs, and a cold start imports one file, not a source tree.
 * Bundles live under `.local/functions/`, inside the repository so the external AWS SDK resolves from
 * node_modules as the runtime's copy would, and are made again only when a source file they were made
 * from has changed: a restart does not pay for bundling. A set is never changed once written, so
 * stacks running side by side (tests, e2e, the bench) share it safely.
 */
export const bundleFunctions = async (entries: Record<string, string>): Promise<Bundles> => {
  const parent = path.join(root, '.local', 'functions');
  const usedOnce = (dir: string): Bundles => ({
    runtime: path.join(dir, 'runtime.mjs'),
    functions: Object.fromEntries(Object.keys(entries).map((name) => [name, path.join(dir, `${name}.cjs`)])),
  });
  mkdirSync(parent, { recursive: true });
  const names = Object.keys(entries).sort();
  const request = createHash('sha256')
    .update(JSON.stringify([names.map((name) => [name, entries[name]]), esbuildOptions()]))
    .digest('hex')
    .slice(0, 16);
  const manifestFile = path.join(parent, `${request}.json`);
  const located = (key: string): Bundles => ({
    runtime: path.join(parent, key, 'runtime.mjs'),
    functions: Object.fromEntries(names.map((name) => [name, path.join(parent, key, `${name}.cjs`)])),
  });

  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (unchanged(manifest.inputs) && existsSync(path.join(parent, manifest.key)))
      return located(manifest.key);
  }

  const building = mkdtempSync(path.join(parent, 'building-'));
  const started = Date.now();
  try {
    const inputs = fingerprint(await buildInto(entries, building));
    // A file saved while esbuild ran may or may not be in this set: use it, but record nothing, so the
    // next start builds again rather than trusting a fingerprint taken after the read.
    if (inputs.some(([, , mtime]) => mtime >= started - 1000)) return usedOnce(building);
    const key = `${request}-${createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16)}`;
    try {
      renameSync(building, path.join(parent, key));
    } catch {
      // Another stack made the same set meanwhile: use it.
      rmSync(building, { recursive: true, force: true });
    }
    writeFileSync(manifestFile, JSON.stringify({ key, inputs } satisfies Manifest));
    return located(key);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
};
