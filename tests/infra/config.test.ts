import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageConfig } from '../../infra/config';
import { DEMO_IDENTITY } from '../../shared/identity-schema';
import { EXAMPLE_PROD_CONFIG } from './support';

const example = JSON.parse(readFileSync(EXAMPLE_PROD_CONFIG, 'utf8')) as Record<string, unknown>;
const scratch = mkdtempSync(path.join(tmpdir(), 'pbhs-stage-files-'));
let files = 0;
/** A configuration file of the test's own, as an operator would write one. */
const stageFile = (values: Record<string, unknown>): string => {
  files += 1;
  const file = path.join(scratch, `stage-${files}.json`);
  writeFileSync(file, JSON.stringify(values));
  return file;
};
const without = (key: string) => Object.fromEntries(Object.entries(example).filter(([name]) => name !== key));

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';

describe('stage context', () => {
  it("defaults to dev with the demo's company, mailing from the stage's own subdomain, with dev throttles", () => {
    const config = stageConfig({});
    expect(config).toMatchObject({
      stage: 'dev',
      isProd: false,
      mailFrom: 'no-reply@dev.example.com',
      mailDomain: 'dev.example.com',
      mailZoneDomain: 'example.com',
      mailTo: DEMO_IDENTITY.mailTo,
      smsSender: 'PBHSDEV',
      identity: DEMO_IDENTITY,
      apiThrottle: { rateLimit: 10, burstLimit: 20 },
    });
  });

  it('treats only prod as prod', () => {
    expect(stageConfig({ config: EXAMPLE_PROD_CONFIG }).isProd).toBe(true);
    expect(stageConfig({ stage: 'production' }).isProd).toBe(false);
  });

  it('refuses a prod stage without its own domain and certificate, saying why', () => {
    expect(() => stageConfig({ stage: 'prod' })).toThrow(
      /domainName and certificateArn: missing .* TLS 1\.0/,
    );
    expect(() => stageConfig({ config: stageFile(without('domainName')) })).toThrow(/domainName/);
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

describe("a stage's configuration file", () => {
  it("gives prod the company's identity from the file, its own sender ID and mail domain", () => {
    const config = stageConfig({ config: EXAMPLE_PROD_CONFIG });
    expect(config.identity).toMatchObject({
      companyNumber: example.companyNumber,
      phone: example.phone,
      vatNumber: example.vatNumber,
      mailTo: example.mailTo,
      website: `https://${String(example.domainName)}`,
    });
    expect(config).toMatchObject({
      smsSender: example.smsSender,
      mailFrom: example.mailFrom,
      mailDomain: 'pbhs-fictional.co.uk',
      monthlyBudgetUsd: example.monthlyBudgetUsd,
    });
  });

  it('lets a -c value override the file, and says "none" for a company not VAT registered', () => {
    const config = stageConfig({ config: EXAMPLE_PROD_CONFIG, vatNumber: 'none', monthlyBudgetUsd: '90' });
    expect(config.identity.vatNumber).toBeNull();
    expect(config.monthlyBudgetUsd).toBe(90);
  });

  it.each(
    Object.keys(example).filter(
      (key) => !['$comment', 'stage', 'certificateArn', 'domainName'].includes(key),
    ),
  )('refuses a prod file without %s, naming it', (key) => {
    expect(() => stageConfig({ config: stageFile(without(key)) })).toThrow(new RegExp(`- ${key}: missing`));
  });

  it.each([
    ['phone', DEMO_IDENTITY.phone, /phone: 01632 960123 is the demo's fictional value/],
    ['phone', '020 7946 0123', /phone: 020 7946 0123 is in Ofcom's range for drama/],
    ['phone', '07700 900456', /phone: 07700 900456 is in Ofcom's range for drama/],
    ['companyNumber', DEMO_IDENTITY.companyNumber, /companyNumber: 09999999 is the demo's fictional value/],
    [
      'registeredOffice',
      DEMO_IDENTITY.registeredOffice,
      /registeredOffice: .* is the demo's fictional value/,
    ],
    ['vatNumber', DEMO_IDENTITY.vatNumber, /vatNumber: GB 999 9999 73 is the demo's fictional value/],
    ['bankSortCode', '00-00-00', /bankSortCode: 00-00-00 .*/],
    ['bankAccountNumber', DEMO_IDENTITY.bankAccountNumber, /bankAccountNumber: 12345678 is the demo's/],
    ['mailTo', 'hello@example.com', /mailTo: hello@example.com .*kept for examples/],
    ['mailFrom', 'no-reply@example.org', /mailFrom: no-reply@example.org is at a domain kept for examples/],
    ['alertEmail', 'ops@example.com', /alertEmail: ops@example.com is at a domain kept for examples/],
    ['reviewUrl', DEMO_IDENTITY.reviewUrl, /reviewUrl: .* is the demo's fictional value/],
    [
      'socialUrl',
      'https://www.facebook.test/us',
      /socialUrl: .* uses www.facebook.test, a domain kept for examples/,
    ],
  ])('refuses a prod %s of %s, naming it', (key, value, message) => {
    expect(() => stageConfig({ config: EXAMPLE_PROD_CONFIG, [key]: value })).toThrow(message);
  });

  it('lists every problem at once, so one synth names all that is left to fill in', () => {
    const error = (() => {
      try {
        stageConfig({ stage: 'prod', domainName: 'www.pbhs.co.uk', certificateArn: CERT });
      } catch (caught) {
        return (caught as Error).message;
      }
    })();
    for (const key of [
      'companyNumber',
      'registeredOffice',
      'phone',
      'mailFrom',
      'alertEmail',
      'smsSender',
      'monthlyBudgetUsd',
    ])
      expect(error).toContain(`- ${key}: missing`);
  });

  it('keeps the fictional demo for every other stage, and checks the form of what it is given', () => {
    expect(stageConfig({ stage: 'staging' }).identity).toEqual(DEMO_IDENTITY);
    expect(() => stageConfig({ phone: '+44 1707 123456' })).toThrow(/phone: a UK number as written/);
    expect(() => stageConfig({ companyNumber: '123' })).toThrow(/companyNumber/);
    expect(() => stageConfig({ smsSender: 'PB HOME SERVICES' })).toThrow(/smsSender/);
  });

  it('refuses a key no setting has, and a file that is not JSON, naming the file', () => {
    expect(() => stageConfig({ config: stageFile({ ...example, companyNumbr: '1' }) })).toThrow(
      /has keys no stage setting has: companyNumbr/,
    );
    const broken = path.join(scratch, 'broken.json');
    writeFileSync(broken, '{ "stage": ');
    expect(() => stageConfig({ config: broken })).toThrow(/cannot read .*broken.json as JSON/);
  });
});
