import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildAppOptions, buildApp, type PbhsApp } from '../../infra/app';
import { assetDirsByEntry, bundleLocalFunctions } from '../../local/gateway/functions';

/**
 * Synthesis never bundles here: a test that needs the functions' code passes `functionCode`
 * (`sharedFunctionCode()`), and the others read only resources, which no bundle changes.
 */
export type SynthOptions = Omit<BuildAppOptions, 'outdir'>;

export interface Synthesised extends PbhsApp {
  templates: Record<keyof PbhsApp['stacks'], Template>;
}

/** Where no web build exists: the tests must not depend on `npm run build` having run. */
export const NO_SITE_BUILD = path.join(tmpdir(), 'pbhs-no-web-build');

/**
 * What prod is always deployed with (it refuses to synthesise without): a configuration file naming its
 * domain, certificate and company, the repository's complete example.
 */
export const EXAMPLE_PROD_CONFIG = 'infra/stages/example-prod.json';
export const PROD_SITE = { config: EXAMPLE_PROD_CONFIG };
/** The example's values, for assertions that name them. */
export const EXAMPLE_PROD = JSON.parse(readFileSync(EXAMPLE_PROD_CONFIG, 'utf8')) as Record<
  string,
  string
> & {
  domainName: string;
  certificateArn: string;
};

const outdirs: string[] = [];

/** Deletes every cloud assembly this test file synthesised (bundles make each one tens of megabytes). */
export const removeOutputs = (): void => {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/**
 * Builds and synthesises one stage into its own temporary directory. Synthesis runs the cdk-nag
 * plugin, so an unacknowledged finding fails here, in whichever test builds the app first.
 */
export const synth = (options: SynthOptions = {}): Synthesised => {
  const { context, siteDir = NO_SITE_BUILD, ...rest } = options;
  const outdir = mkdtempSync(path.join(tmpdir(), 'pbhs-cdk-'));
  outdirs.push(outdir);
  const built = buildApp({
    ...rest,
    siteDir,
    outdir,
    context: {
      ...(rest.stage === 'prod' ? PROD_SITE : {}),
      ...context,
      'aws:cdk:bundling-stacks': [],
    },
  });
  const entries = Object.entries(built.stacks).map(([name, stack]) => [name, Template.fromStack(stack)]);
  return { ...built, templates: Object.fromEntries(entries) as Synthesised['templates'] };
};

/**
 * Every function's code, bundled once for all the test layers (local/gateway/bundle.ts: `npm test`'s
 * bundle step makes the set, and this finds it; run alone, this makes it when a source has changed), as
 * `functionCode` takes it: each function's asset directory by its entry module.
 */
export const sharedFunctionCode = async (): Promise<Record<string, string>> =>
  assetDirsByEntry(await bundleLocalFunctions());

const stages = new Map<'dev' | 'prod', Synthesised>();

/**
 * The plain dev or prod stage, synthesised once per test worker and shared by the files that only read
 * it: the infra project runs its files without isolation (vitest.config.ts), so this module, and what
 * it keeps, lives as long as the worker. A synthesis is 5 to 15 s of CPU, and most files used to make
 * their own dev and prod. A file that adds to an app, or needs other options, calls `synth`.
 */
export const synthStage = (stage: 'dev' | 'prod'): Synthesised => {
  const known = stages.get(stage);
  if (known) return known;
  const made = synth({ stage });
  // Its assembly outlives the file that made it: removed when the worker ends, not by removeOutputs.
  const outdir = outdirs.pop() as string;
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  stages.set(stage, made);
  return made;
};

/** The logical id CloudFormation will know a construct's resource by. */
export const logicalId = (stack: Stack, resource: { node: { defaultChild?: unknown } }): string =>
  stack.resolve((resource.node.defaultChild as { logicalId: string }).logicalId) as string;

/** A `Fn::Join` flattened to text, each intrinsic it contains shown as `<ref>`. */
export const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  return '<ref>';
};

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON; tests read into it.
export type Json = any;

/** Every resource of a type in a template, by logical id. */
export const resourcesOf = (template: Template, type: string): Record<string, Json> =>
  template.findResources(type);
