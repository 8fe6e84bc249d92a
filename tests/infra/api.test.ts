import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSenderName } from '../../infra/names';
import { FUNCTION_ENTRIES, handlerEntry } from '../../shared/function-settings';
import { LambdaEnvSchema } from '../../shared/lambda-env';
import { REALTIME_STREAM_FILTER } from '../../shared/realtime';
import {
  type FunctionName,
  functionsInUse,
  type RouteDefinition,
  routeKey,
  routeNames,
  routes,
} from '../../shared/routes';
import {
  flatten,
  type Json,
  logicalId,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  sharedFunctionCode,
  synth,
  synthStage,
} from './support';

let dev: Synthesised;
let prod: Synthesised;

let functionCode: Record<string, string>;

beforeAll(async () => {
  // dev deploys the functions bundled as `cdk synth` bundles them: the one set every test layer reads,
  // made by `npm test`'s bundle step or here, so a handler that does not compile fails here too.
  functionCode = await sharedFunctionCode();
  dev = synth({ stage: 'dev', functionCode });
  prod = synthStage('prod');
});

afterAll(removeOutputs);

const functionId = (app: Synthesised, fn: FunctionName) => {
  const handler = app.stacks.api.functions[fn];
  if (!handler) throw new Error(`no function for ${fn}`);
  return logicalId(app.stacks.api, handler);
};
const noticeSenderId = (app: Synthesised) => logicalId(app.stacks.api, app.stacks.api.noticeSender.function);
const realtimeId = (app: Synthesised) => logicalId(app.stacks.api, app.stacks.api.realtime.function);
const realtimeAuthorizerId = (app: Synthesised) =>
  logicalId(app.stacks.api, app.stacks.api.realtime.authorizerFunction);

/** The HTTP API's own resources of a type (the realtime channel is a second API in the stack). */
const ofApi = (app: Synthesised, type: string, which: 'http' | 'realtime' = 'http') => {
  const apiId =
    which === 'http'
      ? logicalId(app.stacks.api, app.stacks.api.httpApi)
      : logicalId(app.stacks.api, app.stacks.api.realtime.api);
  return Object.fromEntries(
    Object.entries(resourcesOf(app.templates.api, type)).filter(([, r]) => r.Properties.ApiId?.Ref === apiId),
  );
};

describe('routes', () => {
  it('has one route per route-table entry, authorized by JWT unless public', () => {
    const deployed = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Route'));
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
    const integrations = ofApi(dev, 'AWS::ApiGatewayV2::Integration');
    for (const route of Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Route'))) {
      const name = routeNames.find((n) => routeKey(routes[n]) === route.Properties.RouteKey)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
      const uri = integrations[integrationId].Properties.IntegrationUri;
      expect(uri, name).toEqual({ 'Fn::GetAtt': [functionId(dev, routes[name].fn), 'Arn'] });
    }
  });

  it("checks Cognito access tokens: the pool's issuer, the web client as audience", () => {
    const [authorizer] = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const issuer = authorizer.Properties.JwtConfiguration.Issuer['Fn::Join'][1];
    expect(issuer[0]).toBe('https://cognito-idp.eu-west-2.amazonaws.com/');
    expect(authorizer.Properties.JwtConfiguration.Audience).toHaveLength(1);
  });
});

describe('stage', () => {
  const stageOf = (app: Synthesised) => Object.values(ofApi(app, 'AWS::ApiGatewayV2::Stage'))[0].Properties;

  it('throttles by stage, public-throttled routes tighter still, and the webhooks on their own', () => {
    expect(stageOf(dev).DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    expect(stageOf(prod).DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
    const definitions = routeNames.map((name) => routes[name] as RouteDefinition);
    const tight = definitions.filter((route) => route.publicThrottle && !route.signedBody);
    const webhooks = definitions.filter((route) => route.signedBody);
    expect(tight.length).toBeGreaterThan(0);
    expect(webhooks.map((route) => route.path).sort()).toEqual([
      '/api/webhooks/gocardless',
      '/api/webhooks/stripe',
    ]);
    for (const app of [dev, prod])
      expect(stageOf(app).RouteSettings).toEqual({
        ...Object.fromEntries(
          tight.map((route) => [routeKey(route), { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 }]),
        ),
        // Above what one address may post past the edge (ProviderWebhooks: 100 in 5 minutes), so no
        // one caller can fill it.
        ...Object.fromEntries(
          webhooks.map((route) => [routeKey(route), { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 }]),
        ),
      });
  });

  it('throttles only public routes tighter, and each one exists before the stage names it', () => {
    const stageResource = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Stage'))[0];
    const deployed = ofApi(dev, 'AWS::ApiGatewayV2::Route');
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

  it('deploys one function per domain in use, plus the notice sender (no mail retry job: decision 012) and the realtime pair', () => {
    expect(Object.keys(lambdas(dev)).sort()).toEqual(
      [
        ...functionsInUse().map((fn) => functionId(dev, fn)),
        noticeSenderId(dev),
        realtimeId(dev),
        realtimeAuthorizerId(dev),
      ].sort(),
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

  it('deploys each function its own bundle from the shared set, as it is, with the handler index.handler', () => {
    const { api, auth } = dev.stacks;
    const deployed: [IFunction, string, Template][] = [
      ...functionsInUse().map((fn): [IFunction, string, Template] => [
        api.functions[fn] as IFunction,
        handlerEntry(fn),
        dev.templates.api,
      ]),
      [api.noticeSender.function, FUNCTION_ENTRIES.noticeSender, dev.templates.api],
      [api.realtime.function, FUNCTION_ENTRIES.realtime, dev.templates.api],
      [api.realtime.authorizerFunction, FUNCTION_ENTRIES.realtimeAuthorizer, dev.templates.api],
      [auth.postConfirmation, FUNCTION_ENTRIES.postConfirmation, dev.templates.auth],
      [auth.preTokenGeneration, FUNCTION_ENTRIES.preTokenGeneration, dev.templates.auth],
      [auth.customMessage, FUNCTION_ENTRIES.customMessage, dev.templates.auth],
    ];
    expect(new Set(deployed.map(([, entry]) => entry)).size).toBe(deployed.length);
    for (const [fn, entry, template] of deployed) {
      const { Handler, Code } = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(Stack.of(fn), fn)]
        .Properties;
      expect(Handler, entry).toBe('index.handler');
      // The asset CDK staged for upload: the bundle and its source map (NODE_OPTIONS reads it), nothing else.
      const asset = path.join(dev.app.outdir, `asset.${String(Code.S3Key).replace(/\.zip$/, '')}`);
      expect(readdirSync(asset).sort(), entry).toEqual(['index.js', 'index.js.map']);
      const bundle = path.join(functionCode[entry] as string, 'index.js');
      expect(readFileSync(path.join(asset, 'index.js')).equals(readFileSync(bundle)), entry).toBe(true);
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

  /** What every function's role may do besides its own work: write its log group, send traces. */
  const BASELINE = [
    'logs:CreateLogStream',
    'logs:PutLogEvents',
    'xray:PutTelemetryRecords',
    'xray:PutTraceSegments',
  ];
  /**
   * Each function's actions, exactly: what its repository and service call, no more. A new call that is
   * not granted fails in AWS; a grant nobody uses fails here.
   */
  const EXPECTED: Record<string, string[]> = {
    // Stores an enquiry with its notices (decision 012) and lists them with their notices' state.
    enquiries: [
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    bookings: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    payments: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      's3:GetObject',
      's3:PutObject',
      // Issues fees and deposits as invoices, never to an admin.
      'cognito-idp:ListUsersInGroup',
      // The providers' keys (decision 031).
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ],
    // Quotes: the deposit's invoice on approval (never to an admin), the quote PDF beside the
    // invoices, and the key that signs quote links (decision 033).
    quotes: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      's3:GetObject',
      's3:PutObject',
      'cognito-idp:ListUsersInGroup',
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ],
    invoices: [
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      // From the storage stack's managed policy, on the invoice bucket's objects only.
      's3:GetObject',
      's3:PutObject',
      // Reads the admins group, so no invoice is made out to an admin.
      'cognito-idp:ListUsersInGroup',
    ],
    // The rating's aggregate, the invitation's mark and a testimonial taken down (updates).
    feedback: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    // The team's register: records and their address claims, written by transactions of puts;
    // the invitation marks the record (an update) after asking the pool whether the address signs in.
    // The key register: keys written by puts, their tags from a counter (an update).
    // A member leaving (decision 038): their visits read (a batch), their sign-in disabled and signed out
    // everywhere, enabled again when they come back; deleted for good at a former member's request
    // (decision 044).
    staff: [
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUserGlobalSignOut',
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    // Profiles, the users list (admins told apart by their group) and the office's counts; a profile's
    // mobile link put for a new number and released (updated) for the old; a family's
    // children, a removed one emptied by a put, not deleted.
    users: [
      'cognito-idp:ListUsersInGroup',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    // Sign-up (decision 015): its limits, the request and its code's notice, the owner's notice; on its
    // own pool reading a user's status, removing a pending Cognito sign-up and making the sign-in once the
    // code is right (an invited member's into the staff group); a client's export and erasure (the only
    // deletes: notices, the profile, the sign-in, a finished sign-up; every session ended first), never an
    // admin's.
    accounts: [
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:ListUsersInGroup',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    // Notices (decision 011): claims and marks them, reads profiles (one, or a sweep's many), queries
    // the due queue and the visits by date, writes a reminder checked against its visit; sends mail.
    noticeSender: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'ses:SendEmail',
      // Texts, through the stage's own pool only (tests/infra/texts.test.ts).
      'sms-voice:SendTextMessage',
      // The event source mapping reads the table's stream, as CDK grants it.
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      // The dead-letter queue: the mapping's and Lambda's on-failure destinations.
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ],
    // The realtime channel (decision 028): its connections' items (written, read, deleted), a member's
    // link at connect; the stream's changes; posting to and closing this stage's connections.
    realtime: [
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'execute-api:ManageConnections',
    ],
    // Verifies a token against the pool's published keys: nothing of AWS's to call.
    realtimeAuthorizer: [],
  };

  /** The storage stack's one managed policy (invoice files), reached across stacks by an import. */
  const managedActions = (app: Synthesised, arns: unknown[]) =>
    arns.length === 0
      ? []
      : Object.values(resourcesOf(app.templates.storage, 'AWS::IAM::ManagedPolicy')).flatMap((policy) =>
          policy.Properties.PolicyDocument.Statement.flatMap((s: { Action: unknown }) => [s.Action].flat()),
        );

  it.each(Object.keys(EXPECTED))('%s may do exactly what its code does', (fn) => {
    const id =
      fn === 'noticeSender'
        ? noticeSenderId(dev)
        : fn === 'realtime'
          ? realtimeId(dev)
          : fn === 'realtimeAuthorizer'
            ? realtimeAuthorizerId(dev)
            : functionId(dev, fn as Parameters<typeof functionId>[1]);
    const { actions, managedPolicies } = policyOf(dev, id);
    const all = [...new Set([...actions.flat(), ...managedActions(dev, managedPolicies)])].sort();
    expect(all).toEqual([...BASELINE, ...(EXPECTED[fn] ?? [])].sort());
  });

  it('covers every function the api stack deploys', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(
      [...functionsInUse(), 'noticeSender', 'realtime', 'realtimeAuthorizer'].sort(),
    );
  });

  it('queries only the indexes a function uses, never Scan; only the accounts function (on erasure) and the realtime one (its own connections) delete', () => {
    const indexesOf = (id: string) =>
      Object.values(resourcesOf(dev.templates.api, 'AWS::IAM::Policy'))
        .filter((p) =>
          p.Properties.Roles.some(
            (r: { Ref: string }) =>
              r.Ref ===
              resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[id].Properties.Role['Fn::GetAtt'][0],
          ),
        )
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        .filter((s: Json) => [s.Action].flat().includes('dynamodb:Query'))
        .flatMap((s: Json) => [s.Resource].flat())
        .map((r: Json) => /\/index\/(\w+)/.exec(flatten(r))?.[1])
        .filter(Boolean)
        .sort();
    expect(indexesOf(functionId(dev, 'enquiries'))).toEqual(['GSI2']);
    expect(indexesOf(noticeSenderId(dev))).toEqual(['GSI1', 'GSI2']);
    expect(indexesOf(functionId(dev, 'bookings'))).toEqual(['GSI1', 'GSI2']);
    expect(indexesOf(functionId(dev, 'feedback'))).toEqual(['GSI1', 'GSI2']);
    expect(indexesOf(functionId(dev, 'users'))).toEqual(['GSI2']);
    expect(indexesOf(functionId(dev, 'accounts'))).toEqual(['GSI1']);
    // The key register: a client's keys and visits on the by-user index.
    expect(indexesOf(functionId(dev, 'staff'))).toEqual(['GSI1', 'GSI2']);
    expect(indexesOf(realtimeId(dev))).toEqual(['GSI1']);
    const roleOf = (id: string) =>
      resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[id].Properties.Role['Fn::GetAtt'][0];
    const deleters = [roleOf(functionId(dev, 'accounts')), roleOf(realtimeId(dev))];
    for (const template of Object.values(dev.templates))
      for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy')))
        for (const statement of policy.Properties.PolicyDocument.Statement) {
          const actions = [statement.Action].flat();
          const deletes = policy.Properties.Roles.some((r: { Ref: string }) => deleters.includes(r.Ref));
          expect(actions).not.toContain('dynamodb:Scan');
          if (!deletes) expect(actions).not.toContain('dynamodb:DeleteItem');
          expect(actions).not.toContain('dynamodb:BatchWriteItem');
        }
  });

  it("the post-confirmation trigger only puts the new client's profile, and signs out everywhere in its own pool after a reset", () => {
    const fns = resourcesOf(dev.templates.auth, 'AWS::Lambda::Function');
    const [id] = Object.keys(fns).filter((key) => key.startsWith('PostConfirmation'));
    const roleId = fns[id ?? ''].Properties.Role['Fn::GetAtt'][0];
    const actions = Object.values(resourcesOf(dev.templates.auth, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s: Json) => [s.Action].flat()));
    expect([...new Set(actions)].sort()).toEqual(
      [...BASELINE, 'dynamodb:PutItem', 'cognito-idp:AdminUserGlobalSignOut'].sort(),
    );
    const signOut = Object.values(resourcesOf(dev.templates.auth, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: Json) => [s.Action].flat().includes('cognito-idp:AdminUserGlobalSignOut'));
    const poolId = Object.keys(resourcesOf(dev.templates.auth, 'AWS::Cognito::UserPool'))[0];
    expect(signOut.map((s: Json) => s.Resource)).toEqual([{ 'Fn::GetAtt': [poolId, 'Arn'] }]);
  });

  it('sends mail only from the notice sender (decision 012): no API function sends or invokes another', () => {
    const actionsOf = (id: string): string[] => policyOf(dev, id).actions.flat();
    for (const fn of functionsInUse()) {
      const actions = actionsOf(functionId(dev, fn));
      expect(actions.includes('lambda:InvokeFunction'), fn).toBe(false);
      expect(
        actions.some((action) => action.startsWith('ses:')),
        fn,
      ).toBe(false);
    }
    expect(actionsOf(noticeSenderId(dev))).toContain('ses:SendEmail');
    const functions = resourcesOf(dev.templates.api, 'AWS::Lambda::Function');
    expect(functions[noticeSenderId(dev)].Properties.FunctionName).toBe(noticeSenderName('dev'));
    for (const fn of functionsInUse())
      expect(
        functions[functionId(dev, fn)].Properties.Environment.Variables.MAIL_SENDER_FUNCTION,
      ).toBeUndefined();
    expect(
      Object.keys(resourcesOf(dev.templates.api, 'AWS::Events::Rule')).filter((id) =>
        id.startsWith('MailRetry'),
      ),
    ).toEqual([]);
  });

  it("tells the pool only to the functions that work in it: users (the admins list), invoices and payments (the admins list), accounts (sign-up, erasure) and staff (whether an invited address signs in; a former member's sign-in deleted)", () => {
    for (const fn of functionsInUse()) {
      const { actions } = policyOf(dev, functionId(dev, fn));
      const deletes = fn === 'accounts';
      // Sign-up makes the sign-in once the code is right (decision 015): no other function creates one.
      expect(actions.includes('cognito-idp:AdminCreateUser'), fn).toBe(deletes);
      expect(actions.includes('cognito-idp:AdminSetUserPassword'), fn).toBe(deletes);
      // Payments issues a late cancellation's fee and a deposit as invoices, never to an admin.
      const readsAdmins =
        fn === 'users' || fn === 'invoices' || fn === 'payments' || fn === 'quotes' || fn === 'accounts';
      // A client's erasure, and a former member's sign-in at their request (decision 044).
      expect(actions.includes('cognito-idp:AdminDeleteUser'), fn).toBe(deletes || fn === 'staff');
      expect(actions.includes('cognito-idp:ListUsersInGroup'), fn).toBe(readsAdmins);
      const variables = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[functionId(dev, fn)]
        .Properties.Environment.Variables;
      const readsUsers = fn === 'staff';
      expect(actions.includes('cognito-idp:AdminAddUserToGroup'), fn).toBe(deletes);
      expect('USER_POOL_ID' in variables, fn).toBe(deletes || readsAdmins || readsUsers);
      // Nothing calls Cognito as the web client does any more (decision 015).
      expect('USER_POOL_CLIENT_ID' in variables, fn).toBe(false);
    }
  });

  it('gives the providers’ keys to the payments function alone, from a secret with no key in any template, and runs its schedule', () => {
    const payments = functionId(dev, 'payments');
    const secretId = logicalId(
      dev.stacks.api,
      dev.stacks.api.node.findChild('PaymentProviders').node.findChild('Keys') as never,
    );
    for (const fn of functionsInUse()) {
      const { actions } = policyOf(dev, functionId(dev, fn));
      // The quotes function reads its own secret, the key that signs quote links.
      expect(actions.includes('secretsmanager:GetSecretValue'), fn).toBe(
        fn === 'payments' || fn === 'quotes',
      );
      const variables = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[functionId(dev, fn)]
        .Properties.Environment.Variables;
      expect('PAYMENT_SECRETS_ARN' in variables, fn).toBe(fn === 'payments');
    }
    const secret = resourcesOf(dev.templates.api, 'AWS::SecretsManager::Secret')[secretId];
    expect(secret.Properties.Name).toBe('pbhs-dev/payment-providers');
    expect(flatten(secret.Properties)).not.toMatch(/sk_(test|live)_|whsec_/);
    const variablesOf = (app: Synthesised) =>
      resourcesOf(app.templates.api, 'AWS::Lambda::Function')[functionId(app, 'payments')].Properties
        .Environment.Variables;
    expect(variablesOf(dev).GOCARDLESS_ENVIRONMENT).toBe('sandbox');
    expect(variablesOf(prod).GOCARDLESS_ENVIRONMENT).toBe('live');
    dev.templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [{ Arn: { 'Fn::GetAtt': [payments, 'Arn'] }, Id: 'Target0' }],
    });
  });

  it('attaches invoice-file access to the invoices and payments functions only', () => {
    for (const fn of functionsInUse()) {
      const attached = policyOf(dev, functionId(dev, fn)).managedPolicies.length > 0;
      // Payments stores receipts, credit notes and statements beside the invoices.
      // Quotes issue deposit invoices and keep quote PDFs there too.
      expect(attached, fn).toBe(fn === 'invoices' || fn === 'payments' || fn === 'quotes');
    }
  });
});

describe('notice sender', () => {
  it('reads pending notices from the table stream in small batches, bisecting failures onto its queue', () => {
    const id = noticeSenderId(dev);
    const queue = logicalId(dev.stacks.api, dev.stacks.api.noticeSender.deadLetterQueue);
    const [streamArn] = Object.keys(resourcesOf(dev.templates.data, 'AWS::DynamoDB::Table'));
    dev.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
    const mappings = Object.values(resourcesOf(dev.templates.api, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => m.Properties.FunctionName.Ref === id,
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0].Properties;
    expect(mapping).toMatchObject({
      FunctionName: { Ref: id },
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      MaximumRecordAgeInSeconds: 6 * 3600,
      StartingPosition: 'TRIM_HORIZON',
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
    });
    expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { NewImage: { entity: { S: ['notice'] }, status: { S: ['pending'] } } },
    });
    // The stage table's stream, exported by the data stack.
    expect(JSON.stringify(mapping.EventSourceArn)).toMatch(new RegExp(`${streamArn}.*StreamArn`));
  });

  it('runs every five minutes (the due queue and the reminder sweep), its failed runs kept on the same queue', () => {
    const id = noticeSenderId(dev);
    const queue = logicalId(dev.stacks.api, dev.stacks.api.noticeSender.deadLetterQueue);
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
    expect(fn.Properties.FunctionName).toBe(noticeSenderName('dev'));
    dev.templates.api.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    });
  });
});

describe('realtime channel (decision 028)', () => {
  it('is a WebSocket API whose $connect alone runs the token authorizer, reading the protocol header', () => {
    const apis = Object.values(resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Api')).filter(
      (api) => api.Properties.ProtocolType === 'WEBSOCKET',
    );
    expect(apis).toHaveLength(1);
    expect(apis[0].Properties.RouteSelectionExpression).toBe('$request.body.action');
    const routes = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Route', 'realtime'));
    // No `$default`: API Gateway answers a message no route takes itself, and no function runs.
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      ['$connect', '$disconnect', 'auth'].sort(),
    );
    for (const route of routes)
      expect(route.Properties.AuthorizationType, route.Properties.RouteKey).toBe(
        route.Properties.RouteKey === '$connect' ? 'CUSTOM' : 'NONE',
      );
    const [authorizer] = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Authorizer', 'realtime'));
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.header.Sec-WebSocket-Protocol'],
    });
    expect(JSON.stringify(authorizer.Properties.AuthorizerUri)).toContain(realtimeAuthorizerId(dev));
  });

  it('throttles its stage as the HTTP API is throttled, each route under it, and keeps JSON access logs', () => {
    const [stage] = Object.values(ofApi(dev, 'AWS::ApiGatewayV2::Stage', 'realtime'));
    expect(stage.Properties).toMatchObject({
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      // Handshakes and re-authentications each have their own share.
      RouteSettings: {
        $connect: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
        auth: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      },
    });
    const [prodStage] = Object.values(ofApi(prod, 'AWS::ApiGatewayV2::Stage', 'realtime'));
    expect(prodStage.Properties.RouteSettings).toEqual({
      $connect: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      auth: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    });
    // Each route exists before the stage names it.
    const stageId = Object.keys(ofApi(dev, 'AWS::ApiGatewayV2::Stage', 'realtime'))[0] as string;
    const routeIds = Object.keys(ofApi(dev, 'AWS::ApiGatewayV2::Route', 'realtime'));
    const dependsOn = resourcesOf(dev.templates.api, 'AWS::ApiGatewayV2::Stage')[stageId].DependsOn ?? [];
    for (const id of routeIds) expect(dependsOn).toContain(id);
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
    });
  });

  it('lets only its function post to and close connections, and only on its own stage', () => {
    const grants = Object.values(resourcesOf(dev.templates.api, 'AWS::IAM::Policy')).flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.filter((statement: Json) =>
        [statement.Action].flat().some((action: string) => action.startsWith('execute-api:')),
      ).map((statement: Json) => ({ roles: policy.Properties.Roles, statement })),
    );
    expect(grants).toHaveLength(1);
    const realtimeRole = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[realtimeId(dev)].Properties
      .Role['Fn::GetAtt'][0];
    expect(grants[0]?.roles).toEqual([{ Ref: realtimeRole }]);
    expect(grants[0]?.statement.Action).toBe('execute-api:ManageConnections');
    expect(flatten(grants[0]?.statement.Resource)).toMatch(/\/live\/\*\/@connections\/\*$/);
  });

  it('hears the table stream filtered to what screens show, and sweeps expired connections every minute', () => {
    const id = realtimeId(dev);
    const [mapping] = Object.values(resourcesOf(dev.templates.api, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => m.Properties.FunctionName.Ref === id,
    );
    expect(mapping?.Properties).toMatchObject({
      BatchSize: 25,
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 2,
    });
    // The one declaration the local poller reads too (shared/realtime.ts).
    expect(JSON.parse(mapping?.Properties.FilterCriteria.Filters[0].Pattern)).toEqual(REALTIME_STREAM_FILTER);
    const rules = Object.values(resourcesOf(dev.templates.api, 'AWS::Events::Rule')).filter((rule) =>
      rule.Properties.Targets.some((target: Json) => JSON.stringify(target.Arn).includes(id)),
    );
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['rate(1 minute)']);
  });

  it('tells its functions the pool, the app client and the management endpoint of its stage', () => {
    const variables = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[realtimeId(dev)].Properties
      .Environment.Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'REALTIME_ENDPOINT']),
    );
    expect(variables.USER_POOL_JWKS_URL).toBeUndefined();
    expect(flatten(variables.REALTIME_ENDPOINT)).toMatch(/^https:\/\/.*execute-api.*\/live$/);
  });
});

describe("the table stream's consumers (decision 045)", () => {
  it('both mappings, the notice sender’s and the realtime fan-out’s, take the records that failed back alone', () => {
    const mappings = Object.values(resourcesOf(dev.templates.api, 'AWS::Lambda::EventSourceMapping'));
    const byFunction = (id: string) => mappings.filter((m) => m.Properties.FunctionName.Ref === id);
    for (const id of [noticeSenderId(dev), realtimeId(dev)]) {
      const [mapping, ...others] = byFunction(id);
      expect(others).toEqual([]);
      expect(mapping?.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
  });
});
