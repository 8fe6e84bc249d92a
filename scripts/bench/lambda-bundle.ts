import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import {
  API_FUNCTION_BUNDLING,
  type BundlingProps,
  esbuildOptions as infraEsbuildOptions,
} from '../../infra/constructs/api-function-bundling';
import { FUNCTION_ENTRIES, handlerEntry } from '../../shared/function-settings';
import { functionsInUse } from '../../shared/routes';
import { benchDir, repoRoot } from './paths';

/**
 * The `bundling` props ApiFunction (infra/constructs/api-function.ts) gives every NodejsFunction, read
 * from the module infra itself reads them from.
 */
export const INFRA_BUNDLING: BundlingProps = API_FUNCTION_BUNDLING;

/** What infra sets in every function's environment that changes how a module loads. */
export const INFRA_NODE_OPTIONS = '--enable-source-maps';

export type { BundlingProps };

/** infra's esbuild call, with the metafile the reports read. */
export const esbuildOptions = (props: BundlingProps = INFRA_BUNDLING): BuildOptions => ({
  ...infraEsbuildOptions(props),
  metafile: true,
});

export interface LambdaEntry {
  /** Short name for reports: the domain for API functions. */
  name: string;
  /** Handler module, relative to the repository root, as infra names it. */
  entry: string;
}

/**
 * Every function infra deploys: one per domain that owns routes (api-stack.ts), plus the notice sender
 * (notice-sender.ts) and the Cognito post-confirmation and pre-token-generation triggers (auth-stack.ts). A unit test checks
 * this list against the entries written in infra/.
 */
export const lambdaEntries = (): LambdaEntry[] => [
  ...functionsInUse().map((fn) => ({ name: fn, entry: handlerEntry(fn) })),
  { name: 'notice-sender', entry: FUNCTION_ENTRIES.noticeSender },
  { name: 'post-confirmation', entry: FUNCTION_ENTRIES.postConfirmation },
  { name: 'pre-token-generation', entry: FUNCTION_ENTRIES.preTokenGeneration },
  { name: 'custom-message', entry: FUNCTION_ENTRIES.customMessage },
];

export interface PackageShare {
  /** npm package (`zod`, `@aws-sdk/client-s3`) or repository folder (`lambdas/lib`). */
  name: string;
  bytes: number;
  modules: number;
  /** Largest folders inside the package, e.g. `zod/v4/locales`. */
  top: { name: string; bytes: number }[];
}

export interface LambdaBundle {
  name: string;
  entry: string;
  /** The minified index.js, as Lambda receives it (the source map is a separate file). */
  file: string;
  bytes: number;
  /** Input files esbuild put into the output. */
  modules: number;
  /** Where the bytes come from, largest first. */
  packages: PackageShare[];
}

/** The package a file belongs to: after the last node_modules/, so a nested copy counts as itself. */
const lastPackage = (file: string): { name: string; rest: string } | undefined => {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const parts = file.slice(at + 'node_modules/'.length).split('/');
  const size = parts[0]?.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, size).join('/'), rest: parts.slice(size).join('/') };
};

/** `node_modules/@aws-sdk/client-s3/dist-cjs/index.js` → package `@aws-sdk/client-s3`; own files by folder. */
export const packageOf = (input: string): { name: string; rest: string } => {
  const found = lastPackage(input);
  if (found) return found;
  const parts = input.split('/');
  return { name: parts.slice(0, 2).join('/'), rest: parts.slice(2).join('/') };
};

const BUILD_DIRS = /^(dist(-\w+)?|lib|esm|cjs|build)$/;

/** Folder two levels into a package past its build folders (`zod/v4/locales`), where weight usually sits. */
const folderOf = (name: string, rest: string) => {
  const dirs = rest.split('/').slice(0, -1);
  while (dirs[0] !== undefined && BUILD_DIRS.test(dirs[0])) dirs.shift();
  return [name, ...dirs.slice(0, 2)].join('/');
};

export const packageShares = (output: Metafile['outputs'][string]): PackageShare[] => {
  const byPackage = new Map<string, { bytes: number; modules: number; folders: Map<string, number> }>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const { name, rest } = packageOf(input);
    const share = byPackage.get(name) ?? { bytes: 0, modules: 0, folders: new Map<string, number>() };
    share.bytes += bytesInOutput;
    share.modules += 1;
    const folder = folderOf(name, rest);
    share.folders.set(folder, (share.folders.get(folder) ?? 0) + bytesInOutput);
    byPackage.set(name, share);
  }
  return [...byPackage.entries()]
    .map(([name, share]) => ({
      name,
      bytes: share.bytes,
      modules: share.modules,
      top: [...share.folders.entries()]
        .map(([folder, bytes]) => ({ name: folder, bytes }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 3),
    }))
    .sort((a, b) => b.bytes - a.bytes);
};

const entryOutput = (metafile: Metafile) => {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint && file.endsWith('.js'),
  );
  if (!found) throw new Error('esbuild produced no JavaScript output');
  return { file: found[0], output: found[1] };
};

/**
 * Bundles one function the way CDK does, into `<outDir>/<name>/index.js`. Lambda's Node runs a
 * directory without package.json as CommonJS; this folder sits under the repository's `"type":
 * "module"`, so it gets a package.json saying commonjs to load the same way.
 */
export const bundleLambda = async (
  lambda: LambdaEntry,
  outDir = path.join(benchDir, 'lambdas'),
  options: BuildOptions = esbuildOptions(),
): Promise<LambdaBundle> => {
  const dir = path.join(outDir, lambda.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  const result = await build({
    ...options,
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, lambda.entry)],
    outfile: path.join(dir, 'index.js'),
  });
  const { output } = entryOutput(result.metafile as Metafile);
  const file = path.join(dir, 'index.js');
  return {
    name: lambda.name,
    entry: lambda.entry,
    file,
    bytes: readFileSync(file).length,
    modules: Object.keys(output.inputs).length,
    packages: packageShares(output),
  };
};

export const bundleAll = (outDir?: string): Promise<LambdaBundle[]> =>
  Promise.all(lambdaEntries().map((lambda) => bundleLambda(lambda, outDir)));

/**
 * For analysis only: rewrites `import { z } from 'zod'` in our own files to `import * as z from
 * 'zod'`. The named form hands esbuild zod's whole namespace object (every locale included); the
 * namespace form lets it drop what is unused. Never used for the measured bundles.
 */
const zodNamespaceImports = (): Plugin => ({
  name: 'zod-namespace-imports',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      return {
        contents: source.replace(/import \{ z \} from 'zod';/g, "import * as z from 'zod';"),
        loader: 'ts',
      };
    });
  },
});

export interface WhatIf {
  label: string;
  /** How the owners would get it in infra/ or the code. */
  how: string;
  bytes: number;
}

/** Sizes the same function would have under the fixes the report suggests, each alone and all together. */
export const whatIfs = async (lambda: LambdaEntry): Promise<WhatIf[]> => {
  const runtimeSdk = esbuildOptions({ ...INFRA_BUNDLING, bundleAwsSDK: false });
  const esm: BuildOptions = { mainFields: ['module', 'main'] };
  const zod: BuildOptions = { plugins: [zodNamespaceImports()] };
  const sdkBundled = INFRA_BUNDLING.bundleAwsSDK;
  const variants: { label: string; how: string; options: BuildOptions }[] = [
    ...(sdkBundled
      ? [
          {
            label: 'runtime SDK',
            how: "bundleAwsSDK: false: CDK marks '@aws-sdk/*' and '@smithy/*' external and Lambda's Node 22 supplies its own SDK v3",
            options: runtimeSdk,
          },
        ]
      : []),
    {
      label: 'ESM entry points',
      how: "bundling.mainFields: ['module', 'main'] (or format: OutputFormat.ESM): esbuild reads packages' ESM builds, which it can tree-shake",
      options: { ...esbuildOptions(), ...esm },
    },
    {
      label: 'zod namespace import',
      how: "import * as z from 'zod' instead of import { z } from 'zod' in shared/ and lambdas/: esbuild drops zod's unused locales",
      options: { ...esbuildOptions(), ...zod },
    },
    {
      label: 'zod namespace + ESM entry points',
      how: sdkBundled ? 'both, SDK still bundled (keeps the tested SDK version)' : 'both',
      options: { ...esbuildOptions(), ...esm, ...zod },
    },
    ...(sdkBundled
      ? [{ label: 'zod namespace + runtime SDK', how: 'both', options: { ...runtimeSdk, ...zod } }]
      : []),
  ];

  const outDir = path.join(benchDir, 'what-if');
  const results: WhatIf[] = [];
  for (const variant of variants) {
    const bundle = await bundleLambda(
      { ...lambda, name: `${lambda.name}-${results.length}` },
      outDir,
      variant.options,
    );
    results.push({ label: variant.label, how: variant.how, bytes: bundle.bytes });
  }
  rmSync(outDir, { recursive: true, force: true });
  return results;
};
