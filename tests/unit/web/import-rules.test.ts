import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: Biome's configuration is untyped JSON; the test reads into it.
type Json = any;

/**
 * The web app's layering is Biome's (web/biome.json: components, lib, config and content
 * import no feature and no route; a feature imports no other feature; nothing imports the server side;
 * React Router as react-router-dom). What it cannot express stays here: imports go through the @/
 * alias, except in the modules React Router loads in plain Node (its route config and what that
 * imports, found by walking it), which must not use it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const webDir = path.join(root, 'web');
const src = path.join(webDir, 'src');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

const files = walk(src);
const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** Every module a file imports, statically or with import(). */
const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);

/** An import as a path inside web/src (`features/auth/x`), or undefined for a package. */
const target = (from: string, specifier: string): string | undefined => {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(src, path.resolve(path.dirname(from), specifier))
    .split(path.sep)
    .join('/');
};

const violations = (test: (file: string, specifier: string, into?: string) => string | undefined) =>
  files.flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const problem = test(relative(file), specifier, target(file, specifier));
      return problem ? [`${relative(file)} imports ${specifier}: ${problem}`] : [];
    }),
  );

/** The modules React Router's config loader runs in Node: the route config and all it imports. */
const nodeLoaded = (() => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const next = path.resolve(path.dirname(file), specifier);
      const found = ['', '.ts', '.tsx'].map((ext) => next + ext).find((name) => files.includes(name));
      if (found) visit(found);
    }
  };
  visit(path.join(src, 'app', 'routes.ts'));
  return new Set([...seen].map(relative));
})();

describe('web import rules', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(nodeLoaded).toContain('app/pages.ts');
  });

  it('imports with the @/ alias, except in the modules React Router loads in plain Node', () => {
    expect(
      violations((file, specifier) => {
        if (nodeLoaded.has(file))
          return specifier.startsWith('@/')
            ? 'React Router loads this in Node, without the alias'
            : undefined;
        return specifier.startsWith('../') ? 'use the @/ alias' : undefined;
      }),
    ).toEqual([]);
  });

  it('gives every feature folder its rule in web/biome.json, so a new folder cannot go unchecked', () => {
    const config = JSON.parse(readFileSync(path.join(webDir, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: Json } } } }[];
    };
    const features = readdirSync(path.join(src, 'features')).filter((name) =>
      statSync(path.join(src, 'features', name)).isDirectory(),
    );
    const unruled = features.filter((feature) => {
      const override = config.overrides.find(
        (candidate) =>
          candidate.includes.length === 1 && candidate.includes[0] === `src/features/${feature}/**`,
      );
      const groups: string[][] = (
        override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
      ).map((pattern: { group: string[] }) => pattern.group);
      return !groups.some(
        (group) =>
          group.length === 2 && group[0] === '@/features/**' && group[1] === `!@/features/${feature}/**`,
      );
    });
    expect(features.length).toBeGreaterThan(15);
    expect(unruled, "copy another feature's override in web/biome.json for each").toEqual([]);
  });

  it('lets no feature import another, by the alias or by a relative path: pages in app/ compose them', () => {
    expect(
      violations((file, _specifier, into) => {
        const from = /^features\/([^/]+)\//.exec(file)?.[1];
        const to = into && /^features\/([^/]+)(\/|$)/.exec(into)?.[1];
        return from && to && from !== to ? `features/${from} reaches into features/${to}` : undefined;
      }),
    ).toEqual([]);
  });
});
