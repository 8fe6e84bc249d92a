import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MARKERS, authMarkersIn } from '../../../../scripts/bench/auth-markers';
import { packageOf } from '../../../../scripts/bench/lambda-bundle';
import { declaredAssets } from '../../../../scripts/bench/page-weight';
import { repoRoot } from '../../../../scripts/bench/paths';
import { chunkStem, sourceGroup } from '../../../../scripts/bench/web-chunks';

describe('auth library detector', () => {
  it("fires on Amplify's own source", () => {
    const platform = readFileSync(
      path.join(repoRoot, 'node_modules', '@aws-amplify', 'core', 'dist', 'esm', 'Platform', 'index.mjs'),
      'utf8',
    );
    expect(authMarkersIn(platform)).toContain('aws-amplify');
  });

  it('stays quiet on the session hint public pages use, which reads Amplify storage without Amplify', () => {
    const hint = readFileSync(path.join(repoRoot, 'web', 'src', 'lib', 'session-hint.ts'), 'utf8');
    expect(hint).toContain('CognitoIdentityServiceProvider.');
    expect(authMarkersIn(hint)).toEqual([]);
    expect(AUTH_MARKERS.length).toBeGreaterThan(1);
  });
});

describe('page HTML', () => {
  it('names scripts, modulepreloads and stylesheets, not what only <noscript> loads', () => {
    const html = `<head><link rel="modulepreload" crossorigin href="/assets/home-1.js" />
      <noscript><link rel="stylesheet" href="/noscript.css" /></noscript>
      <script type="module" crossorigin src="/assets/index-2.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-3.css"><link rel="icon" href="/favicon.svg"></head>`;
    expect([...declaredAssets(html)]).toEqual([
      '/assets/home-1.js',
      '/assets/index-2.js',
      '/assets/index-3.css',
    ]);
  });
});

describe('where bytes come from', () => {
  it('names the npm package of a bundled file, scoped or not, or the repository folder', () => {
    expect(packageOf('node_modules/@aws-sdk/client-s3/dist-cjs/index.js')).toEqual({
      name: '@aws-sdk/client-s3',
      rest: 'dist-cjs/index.js',
    });
    expect(packageOf('node_modules/zod/v4/locales/fr.cjs').name).toBe('zod');
    expect(packageOf('node_modules/a/node_modules/b/index.js').name).toBe('b');
    expect(packageOf('lambdas/lib/aws.ts').name).toBe('lambdas/lib');
  });

  it('groups web modules by package or source folder', () => {
    expect(sourceGroup(`${repoRoot}/node_modules/react-dom/cjs/react-dom-client.production.js`)).toBe(
      'react-dom',
    );
    expect(sourceGroup(`${repoRoot}/node_modules/@radix-ui/react-dialog/dist/index.mjs`)).toBe(
      '@radix-ui/react-dialog',
    );
    expect(sourceGroup(`${repoRoot}/web/src/features/auth/components/sign-in.tsx`)).toBe(
      'web/src/features/auth',
    );
    expect(sourceGroup('\0vite/modulepreload-polyfill.js')).toBe('vite');
    expect(
      sourceGroup(`${repoRoot}/node_modules/aws-amplify/node_modules/@aws-amplify/auth/dist/esm/x.mjs`),
    ).toBe('@aws-amplify/auth');
  });

  it('drops the content hash from a chunk name', () => {
    expect(chunkStem('/assets/index-CXg7tnRc.js')).toBe('/assets/index');
    expect(chunkStem('/assets/chunk-6KYCQHYJ-jqUjufqV.js')).toBe('/assets/chunk-6KYCQHYJ');
    expect(chunkStem('/assets/createLucideIcon--_ehs4Lb.js')).toBe('/assets/createLucideIcon');
  });
});
