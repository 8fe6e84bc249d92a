import { type CfnElement, Duration, type RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import {
  type CfnStage,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { FUNCTION_ENTRIES } from '../../shared/function-settings';
import type { LambdaEnv } from '../../shared/lambda-env';
import {
  REALTIME_ROUTES,
  REALTIME_STREAM,
  REALTIME_STREAM_FILTER,
  REALTIME_SWEEP_MINUTES,
  ROUTE_SELECTION_EXPRESSION,
} from '../../shared/realtime';
import { AccessLogGroup, accessLogFormat } from './access-log';
import { ApiFunction } from './api-function';

export interface RealtimeApiProps {
  stage: string;
  environment: LambdaEnv;
  userPoolId: string;
  userPoolClientId: string;
  /** The table whose stream carries the changes to tell (NEW_IMAGE). */
  table: ITable;
  throttle: { rateLimit: number; burstLimit: number };
  /** Each route's own throttle, under the stage's. */
  routeThrottles: Record<string, { rateLimit: number; burstLimit: number }>;
  retainLogs: boolean;
  logRemovalPolicy?: RemovalPolicy;
}

/** The WebSocket API's one stage, named in its URL (`wss://<id>.execute-api.<region>.amazonaws.com/live`). */
export const REALTIME_STAGE_NAME = 'live';

/**
 * The realtime channel (decision 028): an API Gateway WebSocket API whose `$connect` is
 * guarded by a Lambda authorizer that verifies the Cognito access token (the token arrives in
 * `Sec-WebSocket-Protocol`, its identity source, so a connection without one is refused before the
 * authorizer runs). One function serves the routes, tells each change from the table's stream (a second
 * event source mapping beside the notice sender's, filtered to what screens show) and, on a schedule,
 * closes connections whose token ran out. Only that function may post to or close connections, and only
 * this stage's (`execute-api:ManageConnections`, granted by the stage for its own connections).
 */
export class RealtimeApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly authorizerFunction: ApiFunction;
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);
    const pool = { USER_POOL_ID: props.userPoolId, USER_POOL_CLIENT_ID: props.userPoolClientId };

    this.authorizerFunction = new ApiFunction(this, 'Authorizer', {
      entry: FUNCTION_ENTRIES.realtimeAuthorizer,
      description: 'Verifies the Cognito access token of each realtime connection',
      environment: { ...props.environment, ...pool },
      logRemovalPolicy: props.logRemovalPolicy,
    });

    this.api = new WebSocketApi(this, 'Api', {
      apiName: `pbhs-${props.stage}-realtime`,
      description: `Potters Bar Home Services live updates (${props.stage})`,
      routeSelectionExpression: ROUTE_SELECTION_EXPRESSION,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE_NAME,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new AccessLogGroup(this, 'AccessLogs', { retain: props.retainLogs }),
        ),
        format: accessLogFormat,
      },
    });

    this.function = new ApiFunction(this, 'Function', {
      entry: FUNCTION_ENTRIES.realtime,
      description: 'Realtime routes, the fan-out of table changes to connections, and the expiry sweep',
      environment: { ...props.environment, ...pool, REALTIME_ENDPOINT: this.stage.callbackUrl },
      logRemovalPolicy: props.logRemovalPolicy,
      // A missed scheduled sweep is made up by the next one a minute later.
      retryAttempts: 0,
    });
    this.stage.grantManagementApiAccess(this.function);
    // cdk-nag names the finding by the API's logical id, which is fixed by its path in the stack.
    const stack = Stack.of(this);
    const apiLogicalId = stack.resolve(stack.getLogicalId(this.api.node.defaultChild as CfnElement));
    // As cdk-nag writes the account: a token's name without one, the number itself when `cdk deploy`
    // (or CDK_DEFAULT_ACCOUNT) gives one.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    // On the construct: the function's role is its sibling here (ApiFunction), not its child.
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:aws:execute-api:${stack.region}:${account}:<${apiLogicalId}>/${REALTIME_STAGE_NAME}/*/@connections/*]`,
      reason:
        "Connection ids are made by API Gateway as clients connect, so the management API's resource names this stage's connections by wildcard; only this function, on this API and stage, holds it.",
    });

    const integration = new WebSocketLambdaIntegration('Routes', this.function);
    const connectRoute = this.api.addRoute('$connect', {
      integration,
      authorizer: new WebSocketLambdaAuthorizer('TokenAuthorizer', this.authorizerFunction, {
        identitySource: ['route.request.header.Sec-WebSocket-Protocol'],
      }),
    });
    // No `$default` route: API Gateway answers a message no route takes itself ("Forbidden"), so junk
    // sent on an open connection costs no function run.
    const unauthorised = [
      this.api.addRoute('$disconnect', { integration }),
      ...REALTIME_ROUTES.map((route) => this.api.addRoute(route, { integration })),
    ];
    for (const route of unauthorised)
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "API Gateway runs a WebSocket API's authorizer on $connect only; every later message travels on the connection it authorized. The auth route verifies the token it carries itself (lambdas/realtime/handler.ts).",
      });

    // Per-route throttles in the stage's RouteSettings (the L2 stage has no prop for them); each route
    // must exist before the stage names it.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(props.routeThrottles).map(([routeKey, throttle]) => [
        routeKey,
        { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
      ]),
    );
    this.stage.node.addDependency(connectRoute, ...unauthorised);

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: REALTIME_STREAM.batchSize,
        retryAttempts: REALTIME_STREAM.retryAttempts,
        maxRecordAge: Duration.seconds(REALTIME_STREAM.maxRecordAgeSeconds),
        // A change nobody heard is made up by the refetch a screen does when it reconnects: no queue.
        bisectBatchOnError: true,
        // The function answers with the records that failed (lambdas/lib/stream.ts): retried from there on.
        reportBatchItemFailures: true,
        filters: [FilterCriteria.filter(REALTIME_STREAM_FILTER as unknown as Record<string, unknown>)],
      }),
    );

    new Rule(this, 'Sweep', {
      schedule: Schedule.rate(Duration.minutes(REALTIME_SWEEP_MINUTES)),
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
