import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOutputs, type Synthesised, synth, synthStage } from './support';

const stages: Record<string, Synthesised> = {};

beforeAll(() => {
  stages.dev = synthStage('dev');
  stages.prod = synthStage('prod');
});

afterAll(removeOutputs);

const findings = (app: Synthesised) =>
  Object.values(app.stacks).flatMap((stack) =>
    new AwsSolutionsChecks(app.app).validateScope(stack).violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    })),
  );

const acknowledgements = (root: IConstruct) =>
  root.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>)),
    )
    .map(([id, reason]) => ({ id, reason }));

describe.each(['dev', 'prod'])('cdk-nag AwsSolutions, %s', (stage) => {
  it('finds nothing that is not acknowledged', () => {
    expect(findings(stages[stage]!)).toEqual([]);
  });

  it('has a reason for every acknowledgement', () => {
    const acks = acknowledgements(stages[stage]!.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const { id, reason } of acks) expect(reason.length, id).toBeGreaterThan(40);
  });
});

describe('CFR4 (viewer TLS policy)', () => {
  it('is acknowledged only for a stage without a custom domain, which prod can never be', () => {
    const ids = (app: Synthesised) => acknowledgements(app.stacks.web).map(({ id }) => id);
    expect(ids(stages.dev!).some((id) => id.includes('CFR4'))).toBe(true);
    expect(ids(stages.prod!).some((id) => id.includes('CFR4'))).toBe(false);
    expect(findings(stages.prod!)).toEqual([]);
  });
});

/**
 * `cdk deploy` synthesises with the operator's account and region set (CDK_DEFAULT_ACCOUNT), which
 * turns the account in every ARN from a token into a number: an acknowledgement naming the token no
 * longer matches, and cdk-nag stops the deploy before it starts. Each stage is synthesised
 * here as a deploy does it too.
 */
describe.each(['dev', 'prod'] as const)(
  'cdk-nag AwsSolutions, %s, with an account as cdk deploy sets it',
  (stage) => {
    it('finds nothing that is not acknowledged', () => {
      const deployed = synth({ stage, account: '111111111111' });
      expect(deployed.stacks.api.account).toBe('111111111111');
      expect(findings(deployed)).toEqual([]);
    });
  },
);
