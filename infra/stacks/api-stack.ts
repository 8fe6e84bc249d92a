import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { handlerEntry } from '../../shared/function-settings';
import {
  type FunctionName,
  functionsInUse,
  type RouteDefinition,
  routeKey,
  routeNames,
  routes,
} from '../../shared/routes';
import type { StageConfig } from '../config';
import { AccessLogGroup, accessLogFormat } from '../constructs/access-log';
import { ApiFunction } from '../constructs/api-function';
import { MailRetryJob } from '../constructs/mail-retry-job';
import { Operations } from '../constructs/operations';
import { RouteTableApi } from '../constructs/route-table-api';
import { lambdaEnvironment } from '../lambda-environment';
import { mailSenderName, pascal } from '../names';
import type { DataStack } from './data-stack';
import type { EmailStack } from './email-stack';
import type { StorageStack } from './storage-stack';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  data: DataStack;
  storage: StorageStack;
  email: EmailStack;
  /** Functions of other stacks that the stage's alarms and dashboard watch too, by PascalCase name. */
  otherFunctions?: Record<string, IFunction>;
}

/**
 * What each domain's function may touch beyond the table. A `Record` over every function name, so a
 * new domain in the route table does not compile until someone decides its access here.
 */
interface Access {
  mail: boolean;
  invoiceFiles: boolean;
  /** Deletes sign-ins (an account's erasure) and reads the admins group. */
  userPool?: boolean;
}
const access: Record<FunctionName, Access> = {
  enquiries: { mail: true, invoiceFiles: false },
  bookings: { mail: false, invoiceFiles: false },
  invoices: { mail: false, invoiceFiles: true },
  feedback: { mail: false, invoiceFiles: false },
  users: { mail: false, invoiceFiles: false, userPool: true },
};

/**
 * The HTTP API: one route per route-table entry, one function per domain, the mail retry job, and the
 * stage's alarms and dashboard (they watch these resources most).
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`: what CloudFront's `/api/*` behaviour forwards to. */
  readonly apiDomainName: string;
  readonly functions: Partial<Record<FunctionName, ApiFunction>> = {};
  readonly mailRetry: MailRetryJob;
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRemovalPolicy = config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const environment = lambdaEnvironment(config, props.data, props.storage);

    for (const fn of functionsInUse()) {
      const handler = new ApiFunction(this, `${pascal(fn)}Function`, {
        entry: handlerEntry(fn),
        description: `API routes of the ${fn} domain`,
        environment: access[fn].userPool
          ? { ...environment, USER_POOL_ID: props.userPool.userPoolId }
          : environment,
        logRemovalPolicy,
      });
      this.grantAccess(handler, access[fn], props);
      this.functions[fn] = handler;
    }

    this.mailRetry = new MailRetryJob(this, 'MailRetry', {
      environment,
      functionName: mailSenderName(config.stage),
      logRemovalPolicy,
    });
    this.grantAccess(this.mailRetry.function, access.enquiries, props);
    // The enquiry is stored first; its mail goes out from the sender, outside the visitor's request.
    // Only the unqualified function: grantInvoke would add every version and alias (`<arn>:*`).
    this.functions.enquiries?.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.mailRetry.function.functionArn],
      }),
    );

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Potters Bar Home Services API (${config.stage})`,
      // The stage is made below, with throttling and access logs.
      createDefaultStage: false,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new AccessLogGroup(this, 'AccessLogs', { retain: config.isProd }),
        ),
        format: accessLogFormat,
      },
    });

    // Cognito access tokens carry `client_id`, not `aud`. API Gateway's JWT authorizer checks `client_id`
    // against the audience when `aud` is absent, so it accepts access tokens; HttpUserPoolAuthorizer is
    // that same JWT authorizer with issuer (https://cognito-idp.<region>.amazonaws.com/<pool id>) and
    // audience (the web client id) derived from the pool and client objects, so neither is retyped here.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const api = new RouteTableApi(this, 'Routes', {
      httpApi: this.httpApi,
      authorizer,
      functions: this.functions,
    });

    // Route-level throttles live in the stage's RouteSettings, keyed by route key; the L2 stage has no
    // prop for them. CloudFormation rejects settings for routes that do not exist yet, hence the dependency.
    const tight = routeNames.filter((name) => (routes[name] as RouteDefinition).publicThrottle);
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      tight.map((name) => [
        routeKey(routes[name]),
        {
          ThrottlingRateLimit: config.publicRouteThrottle.rateLimit,
          ThrottlingBurstLimit: config.publicRouteThrottle.burstLimit,
        },
      ]),
    );
    for (const name of tight) stage.node.addDependency(api.routes[name]);

    this.operations = new Operations(this, 'Operations', {
      stage: config.stage,
      alertEmail: config.alertEmail,
      httpApi: this.httpApi,
      functions: {
        ...Object.fromEntries(Object.entries(this.functions).map(([fn, handler]) => [pascal(fn), handler])),
        MailRetry: this.mailRetry.function,
        ...props.otherFunctions,
      },
      table: props.data.tableInUse,
      mail: props.email,
      deadLetterQueue: this.mailRetry.deadLetterQueue,
    });

    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  private grantAccess(fn: ApiFunction, rights: Access, props: ApiStackProps) {
    props.data.grantItemReadWrite(fn);
    if (rights.mail) props.email.grantSend(fn);
    if (rights.invoiceFiles) fn.role?.addManagedPolicy(props.storage.invoiceFilesPolicy);
    if (rights.userPool)
      props.userPool.grant(fn, 'cognito-idp:AdminDeleteUser', 'cognito-idp:ListUsersInGroup');
  }
}
