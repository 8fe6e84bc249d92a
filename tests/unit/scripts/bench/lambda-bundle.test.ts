import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../../../infra/constructs/api-function-bundling';
import { repoRoot } from '../../../../scripts/bench/budgets';
import { lambdaEntries } from '../../../../scripts/bench/bytes';
import { FUNCTION_ENTRIES, handlerEntry } from '../../../../shared/function-settings';
import { functionsInUse } from '../../../../shared/routes';

/**
 * The functions are bundled once for every layer (local/gateway/bundle.ts) with infra's own options, and
 * the bench measures that set; these fail when infra changes in a way they do not follow.
 */
const infraSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return infraSources(full);
    return entry.name.endsWith('.ts') ? [readFileSync(full, 'utf8')] : [];
  });

describe("the shared bundles' copy of infra's Lambda bundling", () => {
  it('turns those props into the esbuild call CDK makes', () => {
    expect(esbuildOptions()).toMatchObject({
      bundle: true,
      platform: 'node',
      target: 'node22',
      minify: true,
      sourcemap: true,
      external: ['@aws-sdk/*', '@smithy/*'],
    });
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
