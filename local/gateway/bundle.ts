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
  /**
   * The set's folder: each function in `<name>/` as `index.js` and `index.js.map` (exactly what its Lambda
   * asset holds, handler `index.handler`), `meta.json` (esbuild's metafile of the functions), the
   * execution environments' `runtime.mjs`, and a package.json saying CommonJS, so Node loads each
   * `index.js` as Lambda does although this repository's package.json says ESM.
   */
  dir: string;
  /** The execution environment's runtime (runtime.ts), an ES module for worker threads. */
  runtime: string;
  /** Each function's bundle, by name: `<dir>/<name>/index.js`, the same file infra deploys. */
  functions: Record<string, string>;
  /**
   * esbuild's metafile of the functions' build (`<dir>/meta.json`): inputs relative to the repository
   * root, outputs relative to `dir` (`<name>/index.js`), so the byte budgets can count bytes per package.
   */
  meta: string;
  /** Whether this call bundled them; false when it found the set already made from the same sources. */
  made: boolean;
}

/** What a set of bundles was made from: every input file with its size and modification time. */
interface Manifest {
  key: string;
  inputs: [file: string, size: number, mtimeMs: number][];
}

/**
 * The set's layout, part of the cache key: a set written in another layout (before, `<name>.cjs` side
 * by side) is never read as this one.
 */
const LAYOUT = 'name/index.js+meta.json';

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

/** Written whole or not at all: other processes read these files while this one writes them. */
const writeAtomically = (file: string, text: string) => {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
};

const buildInto = async (entries: Record<string, string>, outdir: string) => {
  const [functions, runtime] = await Promise.all([
    build({
      ...esbuildOptions(),
      // Metafile paths relative to the repository, whichever directory this process started in.
      absWorkingDir: root,
      // `<name>/index.js`, the file NodejsFunction writes (`--outfile=index.js`): one esbuild call for
      // every function, each entry bundled alone (no splitting), so each file is what its own call makes.
      entryPoints: Object.fromEntries(
        Object.entries(entries).map(([name, entry]) => [`${name}/index`, path.resolve(root, entry)]),
      ),
      outdir,
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
  const meta = functions.metafile;
  const outputs = Object.fromEntries(
    Object.entries(meta.outputs).map(([file, output]) => [
      path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'),
      output,
    ]),
  );
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify({ inputs: meta.inputs, outputs }));
  // Lambda loads index.js as CommonJS; here the nearest package.json decides, and the repository's says
  // ESM. At the set's root, not in a function's folder, so each asset holds only its bundle and map.
  writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
  return [...Object.keys(meta.inputs), ...Object.keys(runtime.metafile.inputs)].filter(
    (input) => !input.startsWith('node_modules/'),
  );
};

/**
 * Bundles each function exactly as infra bundles it for Lambda (infra/constructs/api-function-bundling.ts),
 * once for every layer: the local stack runs the artifact AWS runs (and a cold start imports one file,
 * not a source tree), the infra tests deploy these folders as the functions' code, and the byte budgets
 * measure them. Bundles live under `.local/functions/`, inside the repository so the external AWS SDK
 * resolves from node_modules as the runtime's copy would, and are made again only when a source file
 * they were made from has changed: a restart, or a second layer of the same test run, does not pay for
 * bundling. A set is never changed once written, so stacks and test layers running side by side (tests,
 * e2e, the bench) share it safely.
 */
export const bundleFunctions = async (entries: Record<string, string>): Promise<Bundles> => {
  const parent = path.join(root, '.local', 'functions');
  mkdirSync(parent, { recursive: true });
  const names = Object.keys(entries).sort();
  const request = createHash('sha256')
    .update(JSON.stringify([LAYOUT, names.map((name) => [name, entries[name]]), esbuildOptions()]))
    .digest('hex')
    .slice(0, 16);
  const manifestFile = path.join(parent, `${request}.json`);
  const located = (dir: string, made: boolean): Bundles => ({
    dir,
    made,
    runtime: path.join(dir, 'runtime.mjs'),
    functions: Object.fromEntries(names.map((name) => [name, path.join(dir, name, 'index.js')])),
    meta: path.join(dir, 'meta.json'),
  });

  const known = (() => {
    try {
      return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    } catch {
      return undefined;
    }
  })();
  if (known && unchanged(known.inputs) && existsSync(path.join(parent, known.key)))
    return located(path.join(parent, known.key), false);

  const building = mkdtempSync(path.join(parent, 'building-'));
  const started = Date.now();
  try {
    const inputs = fingerprint(await buildInto(entries, building));
    // A file saved while esbuild ran may or may not be in this set: use it, but record nothing, so the
    // next start builds again rather than trusting a fingerprint taken after the read.
    if (inputs.some(([, , mtime]) => mtime >= started - 1000)) return located(building, true);
    const key = `${request}-${createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16)}`;
    try {
      renameSync(building, path.join(parent, key));
    } catch {
      // Another process made the same set meanwhile: use it.
      rmSync(building, { recursive: true, force: true });
    }
    writeAtomically(manifestFile, JSON.stringify({ key, inputs } satisfies Manifest));
    return located(path.join(parent, key), true);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
};
