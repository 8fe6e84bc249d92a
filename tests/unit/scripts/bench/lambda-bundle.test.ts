import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  esbuildOptions,
  INFRA_BUNDLING,
  INFRA_NODE_OPTIONS,
  lambdaEntries,
} from '../../../../scripts/bench/lambda-bundle';
import { repoRoot } from '../../../../scripts/bench/paths';
import { FUNCTION_ENTRIES, handlerEntry } from '../../../../shared/function-settings';
import { functionsInUse } from '../../../../shared/routes';

/**
 * The bench bundles with infra's own options object; these fail when the construct or the stacks
 * change in a way the bench does not follow (runtime, source maps, the list of functions).
 */
const construct = readFileSync(path.join(repoRoot, 'infra', 'constructs', 'api-function.ts'), 'utf8');

const infraSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return infraSources(full);
    return entry.name.endsWith('.ts') ? [readFileSync(full, 'utf8')] : [];
  });

describe("the bench's copy of infra's Lambda bundling", () => {
  it('runs on Node 22 with source maps enabled, as the cold-start probe does', () => {
    expect(construct).toContain('runtime: Runtime.NODEJS_22_X');
    expect(construct).toContain(`NODE_OPTIONS: '${INFRA_NODE_OPTIONS}'`);
  });

  it('turns those props into the esbuild call CDK makes', () => {
    expect(esbuildOptions()).toMatchObject({
      bundle: true,
      platform: 'node',
      target: 'node22',
      minify: true,
      sourcemap: true,
      external: ['@aws-sdk/*', '@smithy/*'],
    });
    expect(esbuildOptions()).not.toHaveProperty('format');
    expect(esbuildOptions()).not.toHaveProperty('mainFields');
    expect(esbuildOptions({ ...INFRA_BUNDLING, bundleAwsSDK: true }).external).toEqual([]);
  });

  it('bundles every function infra deploys', () => {
    const sources = infraSources(path.join(repoRoot, 'infra')).join('\n');
    // infra names entries only through shared/function-settings.ts, the list this one is built from.
    expect(sources).not.toMatch(/entry:\s*['`]lambdas\//);
    expect(sources).toMatch(/entry: handlerEntry\(fn\)/);
    const named = [...sources.matchAll(/entry: FUNCTION_ENTRIES\.(\w+)/g)].map(
      (match) => FUNCTION_ENTRIES[match[1] as keyof typeof FUNCTION_ENTRIES],
    );
    expect(named.length).toBeGreaterThan(0);
    const entries = lambdaEntries().map((lambda) => lambda.entry);
    expect(entries).toEqual(expect.arrayContaining([...named, ...functionsInUse().map(handlerEntry)]));
    for (const entry of entries) expect(existsSync(path.join(repoRoot, entry)), entry).toBe(true);
  });
});
