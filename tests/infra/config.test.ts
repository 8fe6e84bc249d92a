import { describe, expect, it } from 'vitest';
import { stageConfig } from '../../infra/config';
import { business } from '../../shared/business';

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';

describe('stage context', () => {
  it('defaults to dev, mailing the company inbox, with dev throttles', () => {
    const config = stageConfig({});
    expect(config).toMatchObject({
      stage: 'dev',
      isProd: false,
      mailFrom: 'no-reply@example.com',
      mailTo: business.email,
      apiThrottle: { rateLimit: 10, burstLimit: 20 },
    });
  });

  it('treats only prod as prod', () => {
    expect(stageConfig({ stage: 'prod', domainName: 'www.example.org', certificateArn: CERT }).isProd).toBe(
      true,
    );
    expect(stageConfig({ stage: 'production' }).isProd).toBe(false);
  });

  it('refuses a prod stage without its own domain and certificate, saying why', () => {
    expect(() => stageConfig({ stage: 'prod' })).toThrow(
      /the prod stage needs domainName and certificateArn .* TLS 1\.0/,
    );
    expect(() => stageConfig({ stage: 'prod', certificateArn: CERT })).toThrow(/domainName/);
  });

  it('rejects stage names that cannot name a stack, and a domain without its certificate', () => {
    expect(() => stageConfig({ stage: 'Prod_1' })).toThrow(/stage/);
    expect(() => stageConfig({ mailFrom: 'not-an-address' })).toThrow(/Invalid CDK context/);
    expect(() => stageConfig({ domainName: 'www.example.org' })).toThrow(/certificateArn/);
    expect(() =>
      stageConfig({ domainName: 'www.example.org', certificateArn: CERT.replace('us-east-1', 'eu-west-2') }),
    ).toThrow();
  });

  it('allows uploads from the custom domain only, once a stage has one', () => {
    const config = stageConfig({ domainName: 'www.example.org', certificateArn: CERT });
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(config.siteOrigins).toEqual(['https://www.example.org']);
  });

  it("allows CloudFront's domains until the stage's own URL is known", () => {
    expect(stageConfig({}).siteOrigins).toEqual(['https://*.cloudfront.net']);
    const known = stageConfig({ siteUrl: 'https://d111111abcdef8.cloudfront.net/' });
    expect(known.siteUrl).toBe('https://d111111abcdef8.cloudfront.net');
    expect(known.siteOrigins).toEqual(['https://d111111abcdef8.cloudfront.net']);
  });
});

describe('Cognito mail', () => {
  it("stays with Cognito's sender until asked, since SES must verify the sender first", () => {
    expect(stageConfig({}).cognitoMailViaSes).toBe(false);
    expect(stageConfig({ cognitoMailViaSes: 'true' }).cognitoMailViaSes).toBe(true);
    expect(() => stageConfig({ cognitoMailViaSes: 'perhaps' })).toThrow();
  });
});

describe('alerts', () => {
  it('e-mails ops@example.com unless the stage names its own address, which must be one', () => {
    expect(stageConfig({}).alertEmail).toBe('ops@example.com');
    expect(stageConfig({ alertEmail: 'on-call@example.org' }).alertEmail).toBe('on-call@example.org');
    expect(() => stageConfig({ alertEmail: 'on-call' })).toThrow(/alertEmail/);
  });
});
