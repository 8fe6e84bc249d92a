import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSenderName } from '../../infra/names';
import { LambdaEnvSchema } from '../../shared/lambda-env';
import {
  type FunctionName,
  functionsInUse,
  type RouteDefinition,
  routeKey,
  routeNames,
  routes,
} from '../../shared/routes';
import { logicalId, removeOutputs, resourcesOf, type Synthesised, synth } from './support';

let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  // dev is bundled as `cdk synth` bundles, so a handler that does not compile fails here too.
  dev = synth({ stage: 'dev', bundle: true });
  prod = synth({ stage: 'prod' });
});

afterAll(removeOutputs);

const functionId = (app: Synthesised, fn: FunctionName) => {
  const handler = app.stacks.api.functions[fn];
  if (!handler) throw new Error(`no function for ${fn}`);
  return logicalId(app.stacks.api, handler);
};
const retryId = (app: Synthesised) => logicalId(app.stacks.api, app.stacks.api.mailRetry.function);

describe('routes', () => {
  it('has one route per route-table entry, authorized by JWT unless public', () => {
    const deployed = Object.values(resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(deployed).toHaveLength(routeNames.length);
    for (const name of routeNames) {
      const entry: RouteDefinition = routes[name];
      const route = deployed.find((r) => r.Properties.RouteKey === routeKey(entry));
      expect(route, name).toBeDefined();
      expect(route.Properties.AuthorizationType, name).toBe(entry.auth === 'public' ? 'NONE' : 'JWT');
      expect(Boolean(route.Properties.AuthorizerId), name).toBe(entry.auth !== 'public');
    }
  });

  it("sends each route to its domain's function", () => {
    const integrations = resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Integration');
    for (const route of Object.values(resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Route'))) {
      const name = routeNames.find((n) => routeKey(routes[n]) === route.Properties.RouteKey)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
      const uri = integrations[integrationId].Properties.IntegrationUri;
      expect(uri, name).toEqual({ 'Fn::GetAtt': [functionId(dev, routes[name].fn), 'Arn'] });
    }
  });

  it("checks Cognito access tokens: the pool's issuer, the web client as audience", () => {
    const [authorizer] = Object.values(resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const issuer = authorizer.Properties.JwtConfiguration.Issuer['Fn::Join'][1];
    expect(issuer[0]).toBe('https://cognito-idp.eu-west-2.amazonaws.com/');
    expect(authorizer.Properties.JwtConfiguration.Audience).toHaveLength(1);
  });
});

describe('stage', () => {
  const stageOf = (app: Synthesised) =>
    Object.values(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Stage'))[0].Properties;

  it('throttles by stage, and public-throttled routes tighter still', () => {
    expect(stageOf(dev).DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    expect(stageOf(prod).DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
    const tight = routeNames.filter((name) => (routes[name] as RouteDefinition).publicThrottle);
    expect(tight.length).toBeGreaterThan(0);
    for (const app of [dev, prod])
      expect(stageOf(app).RouteSettings).toEqual(
        Object.fromEntries(
          tight.map((name) => [routeKey(routes[name]), { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 }]),
        ),
      );
  });

  it('throttles only public routes tighter, and each one exists before the stage names it', () => {
    const stageResource = Object.values(resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Stage'))[0];
    const deployed = resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Route');
    for (const key of Object.keys(stageResource.Properties.RouteSettings)) {
      const [id, route] = Object.entries(deployed).find(([, r]) => r.Properties.RouteKey === key) ?? [];
      expect(route, key).toBeDefined();
      expect(route.Properties.AuthorizationType, key).toBe('NONE');
      // CloudFormation refuses settings for a route it has not created yet.
      expect(stageResource.DependsOn, key).toContain(id);
    }
  });

  it('is the auto-deployed default stage, with JSON access logs', () => {
    const stage = stageOf(dev);
    expect(stage.StageName).toBe('$default');
    expect(stage.AutoDeploy).toBe(true);
    expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({ requestId: '$context.requestId' });
  });
});

describe('functions', () => {
  const lambdas = (app: Synthesised) => resourcesOf(app.templates.api, 'AWS::Lambda::Function');

  it('deploys one function per domain in use, plus the mail retry job', () => {
    expect(Object.keys(lambdas(dev)).sort()).toEqual(
      [...functionsInUse().map((fn) => functionId(dev, fn)), retryId(dev)].sort(),
    );
  });

  it('runs every function on Node.js 22, arm64, traced, with the full typed environment', () => {
    for (const [id, fn] of Object.entries(lambdas(dev))) {
      expect(fn.Properties.Runtime, id).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      expect(fn.Properties.MemorySize, id).toBe(512);
      expect(fn.Properties.Timeout, id).toBe(10);
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(Object.keys(fn.Properties.Environment.Variables), id).toEqual(
        expect.arrayContaining(Object.keys(LambdaEnvSchema.shape)),
      );
    }
  });

  it('keeps function logs for a month, and keeps them in prod', () => {
    for (const group of Object.values(resourcesOf(prod.templates.api, 'AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBe(30);
      expect(group.DeletionPolicy).toBe('Retain');
    }
  });
});

describe('least privilege', () => {
  const policyOf = (app: Synthesised, functionLogicalId: string) => {
    const fn = resourcesOf(app.templates.api, 'AWS::Lambda::Function')[functionLogicalId];
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(resourcesOf(app.templates.api, 'AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId),
    );
    const role = resourcesOf(app.templates.api, 'AWS::IAM::Role')[roleId];
    return {
      actions: policies.flatMap((p) =>
        p.Properties.PolicyDocument.Statement.flatMap((s: { Action: unknown }) => s.Action),
      ),
      managedPolicies: role.Properties.ManagedPolicyArns ?? [],
    };
  };

  it('lets only the enquiries functions send mail', () => {
    const senders: [string, string][] = [
      ...functionsInUse().map((fn): [string, string] => [fn, functionId(dev, fn)]),
      ['retry', retryId(dev)],
    ];
    for (const [fn, id] of senders) {
      const mayMail = fn === 'enquiries' || fn === 'retry';
      expect(policyOf(dev, id).actions.includes('ses:SendEmail'), fn).toBe(mayMail);
    }
  });

  it('hands enquiries to the mail sender: only the enquiries function may invoke it, by the name all are told', () => {
    for (const fn of functionsInUse())
      expect(policyOf(dev, functionId(dev, fn)).actions.includes('lambda:InvokeFunction'), fn).toBe(
        fn === 'enquiries',
      );
    const functions = resourcesOf(dev.templates.api, 'AWS::Lambda::Function');
    const sender = functions[retryId(dev)];
    expect(sender.Properties.FunctionName).toBe(mailSenderName('dev'));
    for (const fn of functionsInUse())
      expect(functions[functionId(dev, fn)].Properties.Environment.Variables.MAIL_SENDER_FUNCTION).toBe(
        mailSenderName('dev'),
      );
  });

  it('gives every function item access to the table, but never Scan', () => {
    for (const fn of functionsInUse()) {
      const { actions } = policyOf(dev, functionId(dev, fn));
      expect(actions, fn).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem']),
      );
      expect(actions, fn).not.toContain('dynamodb:Scan');
    }
  });

  it('lets only the users function delete sign-ins and list the admins, in its own pool, which it alone is told', () => {
    for (const fn of functionsInUse()) {
      const { actions } = policyOf(dev, functionId(dev, fn));
      const mine = fn === 'users';
      expect(actions.includes('cognito-idp:AdminDeleteUser'), fn).toBe(mine);
      expect(actions.includes('cognito-idp:ListUsersInGroup'), fn).toBe(mine);
      const variables = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[functionId(dev, fn)]
        .Properties.Environment.Variables;
      expect('USER_POOL_ID' in variables, fn).toBe(mine);
    }
  });

  it('attaches invoice-file access to the invoices function only', () => {
    for (const fn of functionsInUse()) {
      const attached = policyOf(dev, functionId(dev, fn)).managedPolicies.length > 0;
      expect(attached, fn).toBe(fn === 'invoices');
    }
  });
});

describe('mail retry job', () => {
  it('runs every five minutes, one at a time, with failures kept on a queue', () => {
    const id = retryId(dev);
    const queue = logicalId(dev.stacks.api, dev.stacks.api.mailRetry.deadLetterQueue);
    dev.templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [id, 'Arn'] },
          Id: 'Target0',
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
        },
      ],
    });
    const fn = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[id];
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(1);
    dev.templates.api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: id },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
    });
  });
});
