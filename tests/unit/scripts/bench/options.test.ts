import { describe, expect, it } from 'vitest';
import { parseArgs, SECTIONS } from '../../../../scripts/bench/index';

describe('npm run bench flags', () => {
  it('measures every section and builds by default', () => {
    expect(parseArgs([])).toEqual({ sections: [...SECTIONS], build: true, help: false, record: false });
  });

  it('--quick leaves out Lighthouse, latency and the load-and-faults run', () => {
    expect(parseArgs(['--quick']).sections).toEqual(['pages', 'lambdas']);
    expect(() => parseArgs(['--only=faults', '--quick'])).toThrow(/leaves nothing/);
  });

  it('runs the load-and-faults section alone', () => {
    expect(parseArgs(['--only=faults', '--no-build'])).toEqual({
      sections: ['faults'],
      build: false,
      help: false,
      record: false,
    });
  });

  it('--only picks sections, in report order', () => {
    expect(parseArgs(['--only=latency,pages']).sections).toEqual(['pages', 'latency']);
    expect(parseArgs(['--only=lambdas', '--no-build'])).toMatchObject({
      sections: ['lambdas'],
      build: false,
    });
  });

  it("--record keeps the run's figures as the landed ones", () => {
    expect(parseArgs(['--quick', '--record'])).toMatchObject({
      sections: ['pages', 'lambdas'],
      record: true,
    });
  });

  it('refuses unknown sections and flags, and a selection --quick empties', () => {
    expect(() => parseArgs(['--only=speed'])).toThrow(/--only takes/);
    expect(() => parseArgs(['--only='])).toThrow(/--only takes/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--only=lighthouse', '--quick'])).toThrow(/leaves nothing/);
  });
});
