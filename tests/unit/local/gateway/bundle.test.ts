import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleFunctions } from '../../../../local/gateway/bundle';

const fixture = fileURLToPath(new URL('../../../fixtures/counting-handler.ts', import.meta.url));
const entries = { counter: 'tests/fixtures/counting-handler.ts' };

describe('function bundles', () => {
  it('lay each function out as its Lambda asset, with the metafile and CommonJS at the root', async () => {
    const bundles = await bundleFunctions(entries);
    expect(bundles.functions.counter).toBe(path.join(bundles.dir, 'counter', 'index.js'));
    // Only what the asset holds: the bundle and the source map its last line names.
    expect(readdirSync(path.join(bundles.dir, 'counter')).sort()).toEqual(['index.js', 'index.js.map']);
    expect(readFileSync(bundles.functions.counter ?? '', 'utf8').trimEnd()).toMatch(
      /\/\/# sourceMappingURL=index\.js\.map$/,
    );
    expect(JSON.parse(readFileSync(path.join(bundles.dir, 'package.json'), 'utf8'))).toEqual({
      type: 'commonjs',
    });
    const meta = JSON.parse(readFileSync(bundles.meta, 'utf8')) as Metafile;
    expect(Object.keys(meta.outputs['counter/index.js']?.inputs ?? {})).toEqual([entries.counter]);
    expect(Object.keys(meta.inputs)).toContain(entries.counter);
  });

  it('are made once and reused until a source they were made from changes', async () => {
    const first = await bundleFunctions(entries);
    expect(existsSync(first.functions.counter ?? '')).toBe(true);
    expect(existsSync(first.runtime)).toBe(true);
    const again = await bundleFunctions(entries);
    expect(again).toEqual({ ...first, made: false });

    const { atime } = statSync(fixture);
    utimesSync(fixture, atime, new Date(Date.now() + 1_000));
    const remade = await bundleFunctions(entries);
    expect(remade.made).toBe(true);
    expect(remade.functions.counter).not.toBe(first.functions.counter);
    expect(existsSync(remade.functions.counter ?? '')).toBe(true);
  });
});
