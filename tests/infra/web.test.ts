import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlRewriteCode } from '../../infra/constructs/url-rewrite-function';
import { COGNITO_ORIGIN } from '../../infra/stacks/web-stack';
import { RuntimeConfigSchema } from '../../shared/config';
import { API_PREFIX } from '../../shared/http';
import { contentSecurityPolicy, securityHeaderRecord, securityHeaders } from '../../shared/security-headers';
import { NOT_FOUND_PAGE, rewriteUri } from '../../shared/url-rewrite';
import { flatten, type Json, removeOutputs, resourcesOf, type Synthesised, synth } from './support';

let dev: Synthesised;

beforeAll(() => {
  dev = synth({ stage: 'dev' });
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

  it("answers S3's missing-object 403 with the 404 page, and leaves the API's own 404s alone", () => {
    expect(distributionOf(dev).CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: NOT_FOUND_PAGE, ErrorCachingMinTTL: 60 },
    ]);
  });

  it('uses a custom domain and TLS 1.2 when one is configured', () => {
    const certificateArn =
      'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
    const custom = synth({ stage: 'prod', context: { domainName: 'www.example.org', certificateArn } });
    const config = distributionOf(custom);
    expect(config.Aliases).toEqual(['www.example.org']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
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

  it('sends the shared CSP, letting the browser reach Cognito and the invoice bucket', () => {
    const csp = flatten(policy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toBe(contentSecurityPolicy({ connectSrc: [COGNITO_ORIGIN, 'https://<ref>'] }));
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

describe('URL rewrite function', () => {
  it('runs on viewer requests for the pages, on cloudfront-js-2.0', () => {
    const [id] = Object.keys(resourcesOf(dev.templates.web, 'AWS::CloudFront::Function'));
    dev.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      FunctionCode: urlRewriteCode(),
    });
    expect(distributionOf(dev).DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } },
    ]);
  });

  it('rewrites exactly as the shared rule does', () => {
    const handler = new Function(`${urlRewriteCode()}\nreturn handler;`)() as (event: Json) => {
      uri: string;
    };
    for (const uri of ['/', '', '/faq', '/faq/', '/blog/ironing-tips', '/assets/app.1a2b.js', '/404.html'])
      expect(handler({ request: { uri } }).uri, uri).toBe(rewriteUri(uri));
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
      apiBase: API_PREFIX,
      region: 'eu-west-2',
      userPoolId: 'eu-west-2_x',
      userPoolClientId: 'eu-west-2_x',
      authFlow: 'USER_SRP_AUTH',
    });
  });

  it('with a build, uploads fingerprinted assets for a year, then pages that revalidate', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pbhs-site-'));
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(siteDir, 'assets', 'app.1a2b.js'), 'console.log(1)');
    const built = synth({ stage: 'dev', siteDir });
    rmSync(siteDir, { recursive: true });
    const [assets, pages] = ['Include', 'Exclude'].map((key) =>
      deploymentsOf(built).find((d) => d[key]?.includes('assets/*')),
    );
    expect(assets).toMatchObject({
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(pages).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(pages.Prune).not.toBe(false);
  });
});
