import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_VALIDITY } from '../../shared/auth';
import { type Json, logicalId, removeOutputs, resourcesOf, type Synthesised, synthStage } from './support';

/**
 * The AWS side of what cognito-local cannot show: the pool's MFA settings, the
 * pre-token-generation trigger (version 2, so it reaches the access token), the tokens' lifetimes and
 * revocation, and which sign-in flows each deployed stage's client allows.
 */
let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
});

afterAll(removeOutputs);

const stages = () => [dev, prod];
const poolOf = (app: Synthesised) =>
  Object.values(resourcesOf(app.templates.auth, 'AWS::Cognito::UserPool'))[0];
const clientOf = (app: Synthesised) =>
  Object.values(resourcesOf(app.templates.auth, 'AWS::Cognito::UserPoolClient'))[0];

describe('admins use TOTP MFA (auth stack)', () => {
  it('offers authenticator apps only, optional at the pool level, and remembers no devices', () => {
    for (const app of stages()) {
      const pool = poolOf(app).Properties;
      expect(pool.MfaConfiguration).toBe('OPTIONAL');
      expect(pool.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
      // A remembered device may skip the code; the MFA claim assumes every sign-in answers it.
      expect(pool.DeviceConfiguration).toBeUndefined();
      expect(pool.UserPoolAddOns?.AdvancedSecurityMode ?? 'OFF').toBe('OFF');
    }
  });

  it('attaches the pre-token-generation trigger as version 2, which may add claims to the access token', () => {
    for (const app of stages()) {
      const id = logicalId(app.stacks.auth, app.stacks.auth.preTokenGeneration);
      expect(poolOf(app).Properties.LambdaConfig.PreTokenGenerationConfig).toEqual({
        LambdaArn: { 'Fn::GetAtt': [id, 'Arn'] },
        LambdaVersion: 'V2_0',
      });
      // Access token customisation needs the Essentials plan or above.
      expect(poolOf(app).Properties.UserPoolTier).toBe('ESSENTIALS');
      const fn = resourcesOf(app.templates.auth, 'AWS::Lambda::Function')[id];
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 5 });
      expect(fn.Properties.Environment.Variables.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER).toBeUndefined();
      // Cognito may invoke it, for this pool only.
      const permissions = Object.values(resourcesOf(app.templates.auth, 'AWS::Lambda::Permission')).filter(
        (p: Json) => JSON.stringify(p.Properties.FunctionName).includes(id),
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0].Properties.Principal).toBe('cognito-idp.amazonaws.com');
    }
  });

  it('lets the trigger read users of its own pool (AdminGetUser) and nothing else of Cognito', () => {
    for (const app of stages()) {
      const id = logicalId(app.stacks.auth, app.stacks.auth.preTokenGeneration);
      const fn = resourcesOf(app.templates.auth, 'AWS::Lambda::Function')[id];
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = Object.values(resourcesOf(app.templates.auth, 'AWS::IAM::Policy'))
        .filter((p: Json) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap((p: Json) => p.Properties.PolicyDocument.Statement);
      const cognito = statements.filter((s: Json) =>
        [s.Action].flat().some((a: string) => a.startsWith('cognito-idp:')),
      );
      expect(cognito).toHaveLength(1);
      expect(cognito[0].Action).toBe('cognito-idp:AdminGetUser');
      const poolId = Object.keys(resourcesOf(app.templates.auth, 'AWS::Cognito::UserPool'))[0];
      expect(cognito[0].Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
      const all = statements.flatMap((s: Json) => [s.Action].flat());
      expect(
        all.filter((a: string) => a.startsWith('dynamodb:') || a.startsWith('s3:') || a.startsWith('ses:')),
      ).toEqual([]);
    }
  });

  it('issues short-lived access and ID tokens, revocable refresh tokens, and no USER_PASSWORD_AUTH', () => {
    for (const app of stages()) {
      const client = clientOf(app).Properties;
      expect(client).toMatchObject({
        AccessTokenValidity: TOKEN_VALIDITY.accessMinutes,
        IdTokenValidity: TOKEN_VALIDITY.idMinutes,
        RefreshTokenValidity: TOKEN_VALIDITY.refreshDays * 24 * 60,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
      });
      expect(TOKEN_VALIDITY.accessMinutes).toBeLessThanOrEqual(60);
      expect(client.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
      expect(client.ExplicitAuthFlows).not.toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
      expect(client.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
    }
  });
});
