import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The table's keys are built in one place, lambdas/data/ (the house rule: "a key prefix or item codec written
 * outside lambdas/data/ is a defect"). Everything else, tests and seed code included, uses its builders,
 * so a key can change in one file and the table's layout cannot drift between writers.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

/** A string that starts with an upper-case key prefix: `'BOOKING#'`, `` `INVOICE#${id}` ``, `'NOTICE#DUE'`. */
const PREFIX = /['"`][A-Z][A-Z_]*#/;

/** The table's fixed sort keys and list partitions, as whole strings. */
const FIXED_KEYS =
  /['"`](BOOKING|BOOKINGS|INVOICE|INVOICES|PROFILE|PROFILES|ENQUIRY|ENQUIRIES|FEEDBACK|SERIES|DIARY|COUNTER|VISITOR|ADDRESS|IDEMPOTENCY)['"`]/;

/** Strings that look like keys and are not: each with its reason. */
const NOT_KEYS: Record<string, RegExp> = {
  // The PDF's heading.
  'lambdas/invoices/document.ts': /'INVOICE'/,
  'tests/unit/lambdas/invoices/document.test.ts': /'INVOICE'/,
};

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const keyLiterals = (file: string, text: string): string[] =>
  withoutComments(text)
    .split('\n')
    .filter((line) => PREFIX.test(line) || FIXED_KEYS.test(line))
    .filter((line) => !NOT_KEYS[file]?.test(line))
    .map((line) => `${file}: ${line.trim()}`);

const filesOutsideData = () =>
  execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'lambdas', 'local', 'scripts', 'tests', 'infra'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|cjs|mjs)$/.test(file) && !file.startsWith('lambdas/data/'))
    .filter((file) => file !== 'tests/unit/data-keys.test.ts');

describe('table keys', () => {
  it('are written only in lambdas/data/', () => {
    const found = filesOutsideData().flatMap((file) => {
      try {
        return keyLiterals(file, readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
    expect(found).toEqual([]);
  });

  it('are found where they are written', () => {
    expect(keyLiterals('lambdas/x.ts', 'const pk = `BOOKING#` + id;')).toHaveLength(1);
    expect(keyLiterals('tests/x.ts', "expect(item.GSI1PK).toBe('NOTICE#DUE');")).toHaveLength(1);
    expect(keyLiterals('local/x.ts', "Key: { PK: pk, SK: 'PROFILE' }")).toHaveLength(1);
    expect(keyLiterals('lambdas/x.ts', "ExpressionAttributeNames: { '#pk': PK }")).toEqual([]);
    expect(keyLiterals('lambdas/x.ts', '// a comment about `BOOKING#<id>`')).toEqual([]);
  });
});
