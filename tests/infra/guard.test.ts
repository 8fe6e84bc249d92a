import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARD_ACKNOWLEDGEMENTS, guardAcknowledgement } from '../../infra/guard';
import { type Json, removeOutputs, type Synthesised, synthStage } from './support';

/**
 * AWS Control Tower's proactive controls, run with the CDK policy-validation plugin beside cdk-nag
 * (nag.test.ts): every finding on the dev and prod templates is either fixed or acknowledged, with a
 * reason, in infra/guard.ts for exactly the resource types (and, where it names them, resources) it covers.
 */
const stages: Record<string, Synthesised> = {};

beforeAll(() => {
  stages.dev = synthStage('dev');
  stages.prod = synthStage('prod');
});

afterAll(removeOutputs);

interface Finding {
  rule: string;
  template: string;
  resource: string;
  type: string;
}

// The Control Tower rules the plugin ships, one file per control.
const controlTowerRules = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules',
  'control-tower',
  'cfn-guard',
);
const ruleFiles = readdirSync(controlTowerRules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.guard'))
  .map((file) => {
    const text = readFileSync(path.join(controlTowerRules, file), 'utf8');
    return { file: path.join(controlTowerRules, file), types: new Set(text.match(/AWS::\w+::\w+/g) ?? []) };
  });

/**
 * The controls for the resource types the templates hold: a control only ever looks at its own types
 * (each file names them), and passing cfn-guard the other 180 of its 237 controls quadrupled its time,
 * past a minute on a loaded 2-core machine. A control that names no type would always be kept.
 */
const rulesFor = (templatePaths: string[]) => {
  const present = new Set(
    templatePaths.flatMap((file) =>
      Object.values(
        (JSON.parse(readFileSync(file, 'utf8')) as { Resources?: Record<string, { Type: string }> })
          .Resources ?? {},
      ).map((resource) => resource.Type),
    ),
  );
  return ruleFiles
    .filter(({ types }) => types.size === 0 || [...types].some((type) => present.has(type)))
    .map(({ file }) => file);
};

const guardFindings = (app: Synthesised): Finding[] => {
  const outdir = app.app.outdir;
  const templatePaths = readdirSync(outdir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => path.join(outdir, file));
  expect(templatePaths.length).toBe(Object.keys(app.stacks).length);
  // Each template against the controls for its own types: cfn-guard's time grows with controls times
  // templates, and the union of every template's controls against all of them took over a minute on a
  // loaded 2-core machine once the team's resources joined the API's template.
  const violations = templatePaths.flatMap((templatePath) => {
    const rules = rulesFor([templatePath]);
    if (rules.length === 0) return [];
    const validator = new CfnGuardValidator({ controlTowerRulesEnabled: false, rules });
    return validator.validate({ templatePaths: [templatePath] } as Json).violations;
  });
  return violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => {
      const template = JSON.parse(readFileSync(resource.templatePath, 'utf8'));
      return {
        rule: violation.ruleName,
        template: path.basename(resource.templatePath),
        resource: resource.resourceLogicalId,
        type: template.Resources[resource.resourceLogicalId]?.Type ?? 'unknown',
      };
    }),
  );
};

const findings: Record<string, Finding[]> = {};
const findingsOf = (stage: string) => {
  findings[stage] ??= guardFindings(stages[stage] as Synthesised);
  return findings[stage];
};

describe.each(['dev', 'prod'])('Control Tower proactive controls (cfn-guard), %s', (stage) => {
  it('finds nothing that is not acknowledged for its resource type and resource', () => {
    const config = (stages[stage] as Synthesised).config;
    const open = findingsOf(stage).filter(
      (finding) =>
        !guardAcknowledgement(finding.rule, { type: finding.type, logicalId: finding.resource }, config),
    );
    expect(open).toEqual([]);
  });

  it('runs the rules: the acknowledged findings are really reported (the check is not silently empty)', () => {
    expect(findingsOf(stage).length).toBeGreaterThan(0);
  });
});

describe('the acknowledgements', () => {
  it('each has a reason, and each is still needed by a finding on dev or prod', () => {
    const seen = new Set([...findingsOf('dev'), ...findingsOf('prod')].map((finding) => finding.rule));
    for (const { rule, reason } of GUARD_ACKNOWLEDGEMENTS) {
      expect(reason.length, rule).toBeGreaterThan(40);
      expect(seen.has(rule), rule).toBe(true);
    }
  });

  it('covers only the resources it names: another bucket without versioning or logging is still a finding', () => {
    const config = (stages.prod as Synthesised).config;
    const bucket = 'AWS::S3::Bucket';
    for (const rule of ['s3_bucket_versioning_enabled_check', 's3_bucket_logging_enabled_check']) {
      expect(
        guardAcknowledgement(rule, { type: bucket, logicalId: 'AccessLogs8B620ECA' }, config),
        rule,
      ).toBeDefined();
      expect(
        guardAcknowledgement(rule, { type: bucket, logicalId: 'InvoiceFiles1A2B3C4D' }, config),
        rule,
      ).toBeUndefined();
      expect(
        guardAcknowledgement(rule, { type: bucket, logicalId: 'AccessLogsCopy8B620ECA' }, config),
        rule,
      ).toBeUndefined();
    }
    expect(
      guardAcknowledgement(
        'sqs_dlq_check',
        { type: 'AWS::SQS::Queue', logicalId: 'OtherQueueC6491BBA' },
        config,
      ),
    ).toBeUndefined();
  });

  it('prod meets the TLS rules itself: a custom certificate, SNI, TLSv1.2_2021', () => {
    const tls = [
      'cloudfront_custom_ssl_certificate_check',
      'cloudfront_sni_enabled_check',
      'cloudfront_security_policy_check',
    ];
    expect(findingsOf('prod').filter((finding) => tls.includes(finding.rule))).toEqual([]);
    expect(findingsOf('dev').filter((finding) => tls.includes(finding.rule)).length).toBe(3);
  });
});
