import { existsSync, statSync, utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleFunctions } from '../../../../local/gateway/bundle';

const fixture = fileURLToPath(new URL('../../../fixtures/counting-handler.ts', import.meta.url));

describe('function bundles', () => {
  it('are made once and reused until a source they were made from changes', async () => {
    const first = await bundleFunctions({ counter: 'tests/fixtures/counting-handler.ts' });
    expect(existsSync(first.functions.counter ?? '')).toBe(true);
    expect(existsSync(first.runtime)).toBe(true);
    const again = await bundleFunctions({ counter: 'tests/fixtures/counting-handler.ts' });
    expect(again).toEqual(first);

    const { atime } = statSync(fixture);
    utimesSync(fixture, atime, new Date(Date.now() + 1_000));
    const remade = await bundleFunctions({ counter: 'tests/fixtures/counting-handler.ts' });
    expect(remade.functions.counter).not.toBe(first.functions.counter);
    expect(existsSync(remade.functions.counter ?? '')).toBe(true);
  });
});
