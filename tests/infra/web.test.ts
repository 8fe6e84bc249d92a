import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FUNCTION_CODE_BYTES,
  viewerRequestCode,
  viewerResponseCode,
} from '../../infra/constructs/url-rewrite-function';
import { sitePages } from '../../infra/site-pages';
import { COGNITO_ORIGIN } from '../../infra/stacks/web-stack';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../../shared/caching';
import { RuntimeConfigSchema } from '../../shared/config';
import { API_PREFIX } from '../../shared/http';
import { contentSecurityPolicy, securityHeaderRecord, securityHeaders } from '../../shared/security-headers';
import { NOT_FOUND_PAGE, pageIndex, rewriteUri } from '../../shared/url-rewrite';
import { sitePaths } from '../../web/src/app/pages';
import {
  EXAMPLE_PROD,
  flatten,
  type Json,
  NO_SITE_BUILD,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  synth,
  synthStage,
} from './support';

let dev: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
});

afterAll(removeOutputs);

const distributionOf = (app: Synthesised) =>
  Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'))[0].Properties
    .DistributionConfig;
const deploymentsOf = (app: Synthesised) =>
  Object.values(resourcesOf(app.templates.web, 'Custom::CDKBucketDeployment')).map((d) => d.Properties);

describe('distribution', () => {
  it('reaches the site bucket only through Origin Access Control', () => {
    const [s3Origin] = distributionOf(dev).Origins.filter((o: Json) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    dev.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
  });

  it('serves HTTPS only, over HTTP/2 and 3, with index.html at the root and access logs', () => {
    const config = distributionOf(dev);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Logging.Prefix).toBe('cloudfront/');
  });

  it('forwards /api/* to the HTTP API uncached, with every method and all but the Host header', () => {
    const api = distributionOf(dev).CacheBehaviors.find((b: Json) => b.PathPattern === `${API_PREFIX}/*`);
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect([...api.AllowedMethods].sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const origin = distributionOf(dev).Origins.find((o: Json) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('has no custom error responses, which would also rewrite the API answers', () => {
    // Error responses apply to every behaviour, /api/* included: a JSON 403 for a non-admin would
    // reach the browser as the HTML 404 page. The site's 404 comes from its own functions instead.
    expect(distributionOf(dev).CustomErrorResponses).toBeUndefined();
  });

  it('lets CloudFront list the site bucket, so a missing file is a 404 rather than a 403', () => {
    const statements = Object.values(resourcesOf(dev.templates.web, 'AWS::S3::BucketPolicy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    );
    const cloudFront = statements.filter((s: Json) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront.flatMap((s: Json) => s.Action).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    for (const statement of cloudFront)
      expect(statement.Condition.StringEquals['AWS:SourceArn']).toBeDefined();
  });

  it('uses a custom domain and TLS 1.2 (TLSv1.2_2021) when one is configured, as prod always is', () => {
    const custom = synth({ stage: 'prod' });
    const config = distributionOf(custom);
    expect(config.Aliases).toEqual([EXAMPLE_PROD.domainName]);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: EXAMPLE_PROD.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

describe('security headers', () => {
  const policy = () =>
    Object.values(resourcesOf(dev.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0].Properties
      .ResponseHeadersPolicyConfig;

  it('applies one policy to the pages and to the API', () => {
    const config = distributionOf(dev);
    const ids = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b: Json) => b.ResponseHeadersPolicyId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toEqual(ids[1]);
  });

  it('takes HSTS, framing, sniffing and referrer rules from shared/security-headers.ts', () => {
    const { SecurityHeadersConfig: headers } = policy();
    const hsts = securityHeaders.strictTransportSecurity;
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: hsts.maxAgeSeconds,
      IncludeSubdomains: hsts.includeSubdomains,
      Preload: hsts.preload,
      Override: true,
    });
    expect(headers.FrameOptions.FrameOption).toBe(securityHeaders.frameOptions);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe(securityHeaders.referrerPolicy);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
  });

  it('sends the shared CSP, letting the browser reach Cognito, the invoice bucket and the realtime channel', () => {
    const csp = flatten(policy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toBe(
      contentSecurityPolicy({
        connectSrc: [COGNITO_ORIGIN, 'https://<ref>', 'wss://<ref>.execute-api.eu-west-2.<ref>'],
      }),
    );
  });

  it('sends the other shared headers (Permissions-Policy, COOP) as custom headers', () => {
    const record = securityHeaderRecord();
    const custom = policy().CustomHeadersConfig.Items;
    expect(custom).toEqual([
      { Header: 'Permissions-Policy', Value: record['Permissions-Policy'], Override: true },
      { Header: 'Cross-Origin-Opener-Policy', Value: record['Cross-Origin-Opener-Policy'], Override: true },
    ]);
  });
});

describe('site functions (URL rewrite and 404 status)', () => {
  type Handler = (event: Json) => Json;
  const functions = () => resourcesOf(dev.templates.web, 'AWS::CloudFront::Function');
  /** The deployed code, run as CloudFront runs it: its `handler` called with an event. */
  const deployed = (kind: 'request' | 'response'): Handler => {
    const code = viewerRequestOrResponse(kind);
    return new Function(`${code}\nreturn handler;`)() as Handler;
  };
  const viewerRequestOrResponse = (kind: 'request' | 'response'): string => {
    const marker = kind === 'request' ? 'request.uri =' : 'response.statusCode = 404';
    const found = Object.values(functions()).find((f) => f.Properties.FunctionCode.includes(marker));
    if (!found) throw new Error(`no viewer-${kind} function`);
    return found.Properties.FunctionCode;
  };
  const rewrite = (uri: string) => deployed('request')({ request: { uri, headers: {} } }).uri;
  const statusFor = (uri: string, statusCode = 200) =>
    deployed('response')({ request: { uri, headers: {} }, response: { statusCode, headers: {} } }).statusCode;

  it('runs on viewer requests and responses of the pages only, on cloudfront-js-2.0', () => {
    const ids = Object.keys(functions());
    expect(ids).toHaveLength(2);
    for (const fn of Object.values(functions()))
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const config = distributionOf(dev);
    const associations = config.DefaultCacheBehavior.FunctionAssociations;
    expect(associations.map((a: Json) => a.EventType).sort()).toEqual(['viewer-request', 'viewer-response']);
    expect(associations.map((a: Json) => a.FunctionARN['Fn::GetAtt'][0]).sort()).toEqual(ids.sort());
    const api = config.CacheBehaviors.find((b: Json) => b.PathPattern === `${API_PREFIX}/*`);
    expect(api.FunctionAssociations).toBeUndefined();
  });

  it('deploys the code built from the shared rule and the declared pages', () => {
    const pages = pageIndex(sitePaths);
    expect(viewerRequestOrResponse('request')).toBe(viewerRequestCode(pages));
    expect(viewerRequestOrResponse('response')).toBe(viewerResponseCode(pages));
    for (const fn of Object.values(functions()))
      expect(Buffer.byteLength(fn.Properties.FunctionCode)).toBeLessThan(MAX_FUNCTION_CODE_BYTES);
  });

  it('maps known pages to their objects and unknown pages to the 404 page', () => {
    expect(rewrite('/contact')).toBe('/contact/index.html');
    expect(rewrite('/contact/')).toBe('/contact/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/no-such-page')).toBe(NOT_FOUND_PAGE);
    expect(rewrite('/contact/nested')).toBe(NOT_FOUND_PAGE);
    expect(rewrite('/assets/')).toBe(NOT_FOUND_PAGE);
    for (const page of sitePaths) expect(rewrite(page), page).toBe(rewriteUri(page));
  });

  it("answers the portal's pages without a file of their own with the portal's shell", () => {
    expect(rewrite('/dashboard/invoices')).toBe('/dashboard/invoices/index.html');
    expect(rewrite('/dashboard/clients/abc/')).toBe('/dashboard/index.html');
    expect(rewrite('/dashboard/no-such-section')).toBe('/dashboard/index.html');
    expect(statusFor('/dashboard/no-such-section')).toBe(200);
    expect(rewrite('/dashboardx')).toBe(NOT_FOUND_PAGE);
    expect(rewrite('/dashboard/x.js')).toBe('/dashboard/x.js');
  });

  it('passes files through unchanged: assets, root files and the 404 page', () => {
    for (const uri of ['/assets/x.js', '/assets/app.1a2b.css', '/robots.txt', '/sitemap.xml', '/favicon.svg'])
      expect(rewrite(uri), uri).toBe(uri);
    expect(rewrite(NOT_FOUND_PAGE)).toBe(NOT_FOUND_PAGE);
  });

  it('answers 404 when the 404 page is served, and leaves every other answer alone', () => {
    expect(statusFor('/no-such-page')).toBe(404);
    // Whether the event carries the viewer's URL or the rewritten one, the answer is the same.
    expect(statusFor(NOT_FOUND_PAGE)).toBe(404);
    expect(statusFor('/contact')).toBe(200);
    expect(statusFor('/')).toBe(200);
    expect(statusFor('/assets/x.js')).toBe(200);
    // A revalidation stays a 304, and S3's own errors keep their status.
    expect(statusFor('/no-such-page', 304)).toBe(304);
    expect(statusFor('/assets/gone.js', 404)).toBe(404);
  });
});

describe('site pages', () => {
  it('without a build, are the pages web/src/app/pages.ts declares', () => {
    expect(sitePages(NO_SITE_BUILD)).toEqual({ index: pageIndex(sitePaths), missingFromBuild: [] });
  });

  it("with a build, also include the build's own pages, and name declared pages it lacks", () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pbhs-pages-'));
    const [, missing, ...rest] = sitePaths;
    for (const page of ['/', ...rest, '/extra/page'])
      mkdirSync(path.join(siteDir, page), { recursive: true });
    for (const page of ['/', ...rest, '/extra/page'])
      writeFileSync(path.join(siteDir, rewriteUri(page)), '<!doctype html>');
    mkdirSync(path.join(siteDir, 'assets', 'nested'), { recursive: true });
    writeFileSync(path.join(siteDir, 'assets', 'nested', 'index.html'), 'not a page');
    writeFileSync(path.join(siteDir, '404.html'), 'not found');
    const pages = sitePages(siteDir);
    rmSync(siteDir, { recursive: true });
    expect(pages.index['/extra/page/index.html']).toBe(true);
    expect(pages.index['/assets/nested/index.html']).toBeUndefined();
    expect(pages.index[NOT_FOUND_PAGE]).toBeUndefined();
    expect(pages.missingFromBuild).toEqual([rewriteUri(missing!)]);
    expect(pages.index[rewriteUri(missing!)]).toBe(true);
  });
});

describe('site deployment', () => {
  const assetDir = (app: Synthesised, objectKey: string) =>
    path.join(app.app.outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);

  it('without a web build, writes /config.json only and never prunes the live site', () => {
    const [only, ...rest] = deploymentsOf(dev);
    expect(rest).toEqual([]);
    expect(only.Prune).toBe(false);
    expect(only.DistributionPaths).toEqual(['/config.json']);
    const file = path.join(assetDir(dev, only.SourceObjectKeys[0]), 'config.json');
    // The user pool ids are deploy-time values; CDK leaves markers for them in the file.
    const config = JSON.parse(readFileSync(file, 'utf8').replace(/<<marker:[^>]+>>/g, 'eu-west-2_x'));
    expect(RuntimeConfigSchema.parse(config)).toEqual({
      stage: 'dev',
      region: 'eu-west-2',
      userPoolId: 'eu-west-2_x',
      userPoolClientId: 'eu-west-2_x',
      authFlow: 'USER_SRP_AUTH',
      realtimeUrl: expect.stringMatching(/^wss:\/\/.*\/live$/),
    });
  });

  it('with a build, uploads fingerprinted assets for a year, then pages that revalidate', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pbhs-site-'));
    mkdirSync(path.join(siteDir, 'assets'));
    for (const page of sitePaths) {
      mkdirSync(path.join(siteDir, page), { recursive: true });
      writeFileSync(path.join(siteDir, rewriteUri(page)), '<!doctype html><title>Page</title>');
    }
    writeFileSync(path.join(siteDir, 'assets', 'app.1a2b.js'), 'console.log(1)');
    const built = synth({ stage: 'dev', siteDir });
    rmSync(siteDir, { recursive: true });
    const [assets, pages] = ['Include', 'Exclude'].map((key) =>
      deploymentsOf(built).find((d) => d[key]?.includes('assets/*')),
    );
    expect(assets).toMatchObject({
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': IMMUTABLE_CACHE_CONTROL },
    });
    expect(pages).toMatchObject({
      SystemMetadata: { 'cache-control': REVALIDATE_CACHE_CONTROL },
      DistributionPaths: ['/*'],
    });
    expect(pages.Prune).not.toBe(false);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE_CACHE_CONTROL).toBe('no-cache');
  });
});
