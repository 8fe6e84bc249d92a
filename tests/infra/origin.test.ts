import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originSecretName } from '../../infra/constructs/origin-verify';
import { ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { functionsInUse } from '../../shared/routes';
import { type Json, removeOutputs, resourcesOf, type Synthesised, synth, synthStage } from './support';

let dev: Synthesised;
let rotated: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
  rotated = synth({ stage: 'dev', context: { originSecretGeneration: 3 } });
});

afterAll(removeOutputs);

/** The generations a stage's secrets hold, by the names its Secrets Manager secrets are created with. */
/** The origin-verify secrets (the payment providers' keys are the stack's other secret). */
const secretsOf = (app: Synthesised) =>
  Object.entries(resourcesOf(app.templates.api, 'AWS::SecretsManager::Secret'))
    .map(([id, secret]) => ({
      id,
      name: secret.Properties.Name as string,
      generated: secret.Properties.GenerateSecretString,
    }))
    .filter(({ name }) => name.includes('/origin-verify/'));

/** The secrets (logical ids) an environment variable refers to, in order. */
const referredSecrets = (value: Json): string[] =>
  [...JSON.stringify(value).matchAll(/"Ref":"(OriginVerify\w+)"/g)].map((match) => match[1] as string);

const apiOriginHeaders = (app: Synthesised) => {
  const [distribution] = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'));
  const origins = distribution.Properties.DistributionConfig.Origins as Json[];
  return origins.filter((origin) => origin.CustomOriginConfig).map((origin) => origin.OriginCustomHeaders);
};

describe('the API only through CloudFront (decision 007)', () => {
  it('generates the secret in AWS: no value in any template', () => {
    expect(secretsOf(dev)).toEqual([
      expect.objectContaining({ name: originSecretName('dev', 1), generated: expect.anything() }),
    ]);
    for (const { generated } of secretsOf(dev)) expect(generated.SecretStringTemplate).toBeUndefined();
  });

  it('CloudFront sends it to the API origin, resolved at deploy from the secret', () => {
    expect(apiOriginHeaders(dev)).toEqual([
      [
        {
          HeaderName: ORIGIN_VERIFY_HEADER,
          HeaderValue: `{{resolve:secretsmanager:${originSecretName('dev', 1)}:SecretString:::}}`,
        },
      ],
    ]);
  });

  it('every route function is told the accepted value; the notice sender and the triggers serve no HTTP and are not', () => {
    const fns = resourcesOf(dev.templates.api, 'AWS::Lambda::Function');
    const [secret] = secretsOf(dev);
    const told = Object.entries(fns).filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRETS,
    );
    expect(told).toHaveLength(functionsInUse().length);
    for (const [, fn] of told)
      expect(referredSecrets(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRETS)).toEqual([
        secret?.id,
      ]);
    expect(
      JSON.stringify(resourcesOf(dev.templates.auth, 'AWS::Lambda::Function')).includes('ORIGIN_VERIFY'),
    ).toBe(false);
  });

  it('a rotation keeps the previous generation accepted while CloudFront moves to the new one', () => {
    const secrets = secretsOf(rotated);
    expect(secrets.map(({ name }) => name).sort()).toEqual(
      [originSecretName('dev', 3), originSecretName('dev', 2)].sort(),
    );
    const idOf = (generation: number) =>
      secrets.find(({ name }) => name === originSecretName('dev', generation))?.id;
    for (const fn of Object.values(resourcesOf(rotated.templates.api, 'AWS::Lambda::Function'))) {
      const value = fn.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRETS;
      if (value) expect(referredSecrets(value)).toEqual([idOf(3), idOf(2)]);
    }
    expect(JSON.stringify(apiOriginHeaders(rotated))).toContain(originSecretName('dev', 3));
    // The web stack deploys after the api stack, so the new secret exists before CloudFront sends it.
    expect(rotated.stacks.web.dependencies).toContain(rotated.stacks.api);
  });
});
