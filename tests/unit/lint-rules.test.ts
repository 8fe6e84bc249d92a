import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules live in Biome's config (biome.json, web/biome.json). This runs the repository's Biome
 * with that config on a tree of small files that break each rule once, so a config edit that quietly
 * disables one fails here, not in review.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const dir = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = (file: string) => {
  const parsed = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
  delete parsed.$schema;
  // The temporary tree is no git repository.
  if (file === 'biome.json') parsed.vcs = { enabled: false };
  return JSON.stringify(parsed);
};

const files: Record<string, string> = {
  'biome.json': config('biome.json'),
  'web/biome.json': config('web/biome.json'),
  'lambdas/invoices/service.ts': 'export const a = 1;\n',
  'lambdas/lib/env.ts': 'export const a = 1;\n',
  'lambdas/bookings/allowed.ts': [
    "import { a } from '../lib/env';",
    "import { b } from '../data/booking';",
    "import { d } from '../../shared/table';",
    'export const all = [a, b, d];',
  ].join('\n'),
  'lambdas/bookings/domain.ts': "import { a } from '../invoices/service';\nexport const b = a;\n",
  'lambdas/lib/mail/domain.ts': "import { a } from '../../bookings/service';\nexport const b = a;\n",
  'lambdas/users/local.ts': "import { a } from '../../local/stack';\nexport const b = a;\n",
  'lambdas/users/emulator.ts': "import s3rver from 's3rver';\nexport const b = s3rver;\n",
  'shared/package.ts': "import { Duration } from 'aws-cdk-lib';\nexport const b = Duration;\n",
  'shared/schemas/ours.ts': "import { a } from '../../lambdas/lib/env';\nexport const b = a;\n",
  'shared/allowed.ts': [
    "import { tz } from '@date-fns/tz';",
    "import * as z from 'zod/mini';",
    "import { a } from './table';",
    'export const all = [tz, z, a];',
  ].join('\n'),
  'infra/stacks/local.ts': "import { a } from '../../local/stack';\nexport const b = a;\n",
  'web/src/features/bookings/feature.ts': "export const load = () => import('@/features/invoices/api/x');\n",
  'web/src/features/bookings/server.ts':
    "import { a } from '../../../../lambdas/lib/env';\nexport const b = a;\n",
  'web/src/features/bookings/router.ts': "import { Link } from 'react-router';\nexport const b = Link;\n",
  'web/src/lib/route.ts': "import { a } from '@/app/pages';\nexport const b = a;\n",
  'web/src/lib/cycle-a.ts': "import type { B } from './cycle-b';\nexport type A = B | 1;\n",
  'web/src/lib/cycle-b.ts': "import type { A } from './cycle-a';\nexport type B = A | 2;\n",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

interface Diagnostic {
  category: string;
  location: { path: string };
}

const run = () => {
  const result = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .filter(
      (found) => found.category.includes('noRestrictedImports') || found.category.includes('noImportCycles'),
    )
    .map((found) => `${found.location.path} ${found.category.split('/').pop()}`)
    .sort();
};

describe("the linter's import rules", () => {
  it('refuse each kind of breach, and only those', () => {
    expect(run()).toEqual([
      'infra/stacks/local.ts noRestrictedImports',
      'lambdas/bookings/domain.ts noRestrictedImports',
      'lambdas/lib/mail/domain.ts noRestrictedImports',
      'lambdas/users/emulator.ts noRestrictedImports',
      'lambdas/users/local.ts noRestrictedImports',
      'shared/package.ts noRestrictedImports',
      'shared/schemas/ours.ts noRestrictedImports',
      'web/src/features/bookings/feature.ts noRestrictedImports',
      'web/src/features/bookings/router.ts noRestrictedImports',
      'web/src/features/bookings/server.ts noRestrictedImports',
      'web/src/lib/cycle-a.ts noImportCycles',
      'web/src/lib/cycle-b.ts noImportCycles',
      'web/src/lib/route.ts noRestrictedImports',
    ]);
  });
});
