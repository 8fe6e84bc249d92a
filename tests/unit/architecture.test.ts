import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rules ("who may import whom") are Biome's: `noRestrictedImports` per folder in
 * biome.json and web/biome.json, and `noImportCycles`, so `npm run lint` fails on a breach. What a
 * linter cannot see stays here: code under lambdas/ never names the local stack (its stage, loopback
 * hosts, the emulators), as only local/ knows it is not in AWS.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

/** Code (not comments) that names the local stack: its stage, loopback hosts, the emulators. */
const LOCAL_KNOWLEDGE =
  /['"`]local['"`]|localhost|127\.0\.0\.1|cognito-local|s3rver|ses-v2-local|DynamoDB Local/;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

interface SourceFile {
  /** Repository-relative, with forward slashes. */
  file: string;
  text: string;
}

const violations = (files: SourceFile[]): string[] =>
  files
    .filter((source) => LOCAL_KNOWLEDGE.test(withoutComments(source.text)))
    .map((source) => `${source.file}: lambdas/ must not know about the local stack`);

const sources = (dir: string): SourceFile[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|cjs|mjs)$/.test(entry.name))
    .map((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return { file, text: readFileSync(path.join(root, file), 'utf8') };
    });

describe('lambdas/ does not know about the local stack', () => {
  it('holds for every file of lambdas/', () => {
    const files = sources('lambdas');
    expect(files.length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('catches a name of the local stack in code, not in a comment', () => {
    expect(
      violations([
        { file: 'lambdas/lib/aws.ts', text: "const host = 'localhost'; // in code" },
        {
          file: 'lambdas/lib/env.ts',
          text: '/** talks of localhost only in a comment */\nexport const a = 1;',
        },
        { file: 'lambdas/lib/stage.ts', text: "if (stage === 'local') run();" },
      ]),
    ).toEqual([
      'lambdas/lib/aws.ts: lambdas/ must not know about the local stack',
      'lambdas/lib/stage.ts: lambdas/ must not know about the local stack',
    ]);
  });
});
