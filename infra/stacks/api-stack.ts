import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
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
import type { StageConfig, Throttle } from '../config';
import { AccessLogGroup, accessLogFormat } from '../constructs/access-log';
import { ApiFunction } from '../constructs/api-function';
import { NoticeSender } from '../constructs/notice-sender';
import { Operations } from '../constructs/operations';
import { OriginVerify } from '../constructs/origin-verify';
import { PaymentProviders } from '../constructs/payment-providers';
import { RealtimeApi } from '../constructs/realtime-api';
import { RouteTableApi } from '../constructs/route-table-api';
import { TextMessages } from '../constructs/text-messages';
import { lambdaEnvironment } from '../lambda-environment';
import { noticeSenderName, pascal } from '../names';
import type { DataStack, TableAccess } from './data-stack';
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
 * What one function may do: exactly the table actions and indexes its code uses (and, where it touches
 * only some, the partitions: `table.partitions`), mail, invoice files. The local stack enforces none of
 * this; a partition missing here fails only in AWS, so tests/infra/table-access.test.ts holds each list
 * against the key builders its code reaches.
 */
export interface FunctionAccess {
  table: TableAccess;
  mail: boolean;
  invoiceFiles: boolean;
  /** The user pool actions it calls (IAM names): the function is also told the pool's id. */
  userPool?: readonly (
    | 'cognito-idp:AdminGetUser'
    | 'cognito-idp:AdminDeleteUser'
    | 'cognito-idp:AdminCreateUser'
    | 'cognito-idp:AdminSetUserPassword'
    | 'cognito-idp:ListUsersInGroup'
    | 'cognito-idp:AdminUserGlobalSignOut'
    | 'cognito-idp:AdminAddUserToGroup'
    | 'cognito-idp:AdminDisableUser'
    | 'cognito-idp:AdminEnableUser'
  )[];
}

/**
 * What each domain's function may touch: exactly what its repository and service call (a CDK test lists
 * each function's actions). A `Record` over every function name, so a new domain in the route table
 * does not compile until someone decides its access here.
 */
export const FUNCTION_ACCESS: Record<FunctionName | 'noticeSender' | 'realtime', FunctionAccess> = {
  // Stores an enquiry with its idempotency record and its notices (decision 012), claiming the
  // acknowledgement's mail limit first (a put, then the daily count); lists them with their notices
  // (BatchGetItem). The office's moves update an enquiry (status; an invitation, with its notice). One
  // sent signed in carries its sender's by-user keys on the same item: no other partition is written.
  enquiries: {
    table: { actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'Query'], indexes: ['byDate'] },
    mail: false,
    invoiceFiles: false,
  },
  // Notices (decision 011): claims and marks them (UpdateItem), reads a client's profile (GetItem) and,
  // for the reminder sweep, many (BatchGetItem); queries the due queue (byUser) and the visits by date
  // (byDate); writes a reminder with a check that its visit is unchanged (PutItem, ConditionCheckItem);
  // for the credentials sweep, reads the team (byDate) and puts the office's notice in the
  // member's partition; for the keys sweep, reads the overdue keys' queue (byUser) and puts
  // the office's notice in the holder's partition, checked against the key (ConditionCheckItem).
  noticeSender: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'],
      indexes: ['byUser', 'byDate'],
    },
    mail: true,
    invoiceFiles: false,
  },
  // The realtime channel (decision 028): its connections, their topics' items and their account's slots
  // (CONN#, TOPIC#, CONNSLOT#; written together, read, deleted at disconnect or expiry; the expiry queue on
  // the by-user index), and a team
  // member's link to their record, read at connect (USER#). Its events come from the stream's images.
  realtime: {
    table: {
      actions: ['GetItem', 'PutItem', 'DeleteItem', 'Query'],
      indexes: ['byUser'],
      partitions: { table: ['connection', 'topic', 'connectionSlot', 'user'], byUser: ['connection'] },
    },
    mail: false,
    invoiceFiles: false,
  },
  // A client's new visits are written with a check that their profile still exists (ConditionCheckItem).
  bookings: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'],
      indexes: ['byUser', 'byDate'],
    },
    mail: false,
    invoiceFiles: false,
  },
  invoices: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'Query'],
      indexes: ['byUser', 'byDate'],
    },
    mail: false,
    invoiceFiles: true,
    // Reads the admins group: an invoice is never made out to an admin.
    userPool: ['cognito-idp:ListUsersInGroup'],
  },
  // Feedback is one transaction: a condition check on the booking and a put. The office's list reads the
  // by-date index and, a page at a time, the clients' profiles and the visits (BatchGetItem).
  // The same transaction counts the rating in the site's aggregate and marks the profile
  // invited with the invitation's notice (UpdateItem); the office's publishing decision puts a
  // testimonial, or empties it for the TTL (SITE); the public figures read the aggregates, the
  // testimonials and the team list.
  feedback: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'],
      indexes: ['byUser', 'byDate'],
    },
    mail: false,
    invoiceFiles: false,
  },
  // Profiles, the office's users list and its counts: reads and updates profiles, queries the by-date
  // lists; reads the admins group (the users list's roles).
  // Its items are profiles only (USER#); its queries are the by-date lists of profiles (the users list and
  // its export) and, for the office's counts, of bookings, invoices and enquiries (lambdas/data/stats.ts).
  // A change of the client's mobile moves its link item (MOBILE#) in the same transaction as
  // the profile's update: a put of the new one, and the old one released (an update; only erasure deletes).
  // A family's children live in its own partition (USER#), each written with the profile's
  // count of them; a removed child is emptied and left to the TTL (an update, not a delete); the create
  // route's idempotency records (IDEMPOTENCY#); the count of a client's new mobile numbers in a day
  // (RATE#).
  users: {
    table: {
      actions: ['GetItem', 'PutItem', 'UpdateItem', 'Query'],
      indexes: ['byDate'],
      partitions: {
        table: ['user', 'mobile', 'idempotency', 'rate'],
        byDate: ['profiles', 'bookings', 'invoices', 'enquiries'],
      },
    },
    mail: false,
    invoiceFiles: false,
    userPool: ['cognito-idp:ListUsersInGroup'],
  },
  // The team's register: a record and its email address's claim are written together (a
  // transaction of puts; a changed address releases the old claim, never deleting it); the team list is
  // one partition of the by-date index. The invitation to open an account (a transaction: the record
  // marked invited, a sign-up request carrying its id and the invitation's notice) first asks the pool
  // whether the address signs in already; a member's own record is found from the link in their
  // account's partition, and the inviting admin's name from their profile. Partitions: staff records
  // (STAFF#), the address claims (STAFFEMAIL#), the create route's idempotency records, the invitation's
  // request and notice (SIGNUP#), and accounts' links and profiles, read only (USER#).
  // The key register: a key and its client's entry, written together by puts (KEY#), its tag
  // from the register's counter (COUNTER, an update); the register by tag on the by-date index; on the
  // by-user index a client's own keys, and their visits to come, to set when a member's key is due back.
  // A member leaving is refused while they have visits to come: their months (STAFF#) and the
  // visits in them (BOOKING#, BatchGetItem) are read; the record and the account's link are updated
  // together, and in the pool the sign-in is disabled and signed out everywhere (enabled again when
  // they come back). A member's copy of their data reads their months and visits as leaving
  // does, the register's held keys, and counts its rate per account (RATE#); a former member's sign-in
  // is deleted from the pool at their request, and the name taken off their account's link.
  staff: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'Query'],
      indexes: ['byDate', 'byUser'],
      partitions: {
        table: ['staff', 'staffEmail', 'idempotency', 'signUp', 'user', 'key', 'booking', 'rate'],
        fixed: ['counter'],
        byDate: ['staff', 'keys'],
        byUser: ['user'],
      },
    },
    mail: false,
    invoiceFiles: false,
    userPool: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
  },
  // An account's life: sign-up (decision 015: counts its per-address rate and the day's mail, stores
  // the request with its code's notice and consumes it; an existing account's owner gets a notice; in
  // the pool it reads a user's status, removes a pending Cognito sign-up, and makes the sign-in with the
  // password chosen once the code is right), and the client's data rights: the export reads their items
  // (the enquiries they sent signed in among them, by the by-user index); the erasure cancels future visits, anonymises bookings
  // (a care visit's handover removed) and feedback, deletes their notices, their children's profiles (in
  // their own partition) and the profile (the only function that deletes an item), counts its
  // own rate, writes the erasure record with the client's notice, and in the pool signs the user out
  // everywhere and deletes the sign-in (never an admin's: it reads the admins group).
  // Partitions, by what touches them: the profile, its notices (welcome, an owner's note) and the
  // by-user lists of bookings, invoices and feedback (USER#); the bookings it cancels and anonymises, with
  // their feedback and notices (BOOKING#); a sign-up's request and code notice (SIGNUP#); its rate counters (RATE#), the per-address and daily
  // mail limits (MAILLIMIT#, MAILCOUNT#); an erasure's record (ERASURE#); and an invited member's record,
  // marked joined when their sign-up finishes (STAFF#; the account joins the pool's staff group). No invoice or enquiry is
  // read by key: the export and the erasure see them through the by-user index. Being public, it is the function
  // whose rights matter most (security review: "may write any item and delete any user").
  accounts: {
    table: {
      actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
      indexes: ['byUser'],
      partitions: {
        // MOBILE#: the erased profile's mobile link. KEY#: the client's name taken off their keys
        // in the register, found through their entries on the by-user index.
        table: [
          'user',
          'booking',
          'signUp',
          'rate',
          'mailLimit',
          'mailCount',
          'erasure',
          'staff',
          'mobile',
          'key',
          // REFCODE#: the claim on a client's referral code, made with it and read at sign-up.
          'referralCode',
        ],
        // SITE: a published testimonial of the client's, deleted with the account.
        fixed: ['site'],
        byUser: ['user'],
      },
    },
    mail: false,
    invoiceFiles: false,
    userPool: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:ListUsersInGroup',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:AdminAddUserToGroup',
    ],
  },
  // Online payments (decision 031): an invoice's payments and credit notes live in its
  // partition (INVOICE#), written in transactions with the invoice and its notices; a client's saved
  // methods in theirs (USER#); each provider event once (WEBHOOK#). The schedule reads the recent
  // invoices and bookings (by-date lists) and invoices a late cancellation's fee as the invoices
  // function does (claiming the visit, BOOKING#; the invoice counter and the credit-note counter,
  // COUNTER; the request's idempotency record; the admins group, never billed); a statement reads the
  // client's invoices, payments and credit notes on the by-user index; childcare invoices read the
  // carers' records for their Ofsted numbers (STAFF#). Receipts, credit notes and statements are PDFs in
  // the invoice bucket.
  payments: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'],
      indexes: ['byUser', 'byDate'],
      partitions: {
        table: ['invoice', 'user', 'booking', 'webhook', 'idempotency', 'staff'],
        fixed: ['counter'],
        byUser: ['user'],
        byDate: ['invoices', 'bookings'],
      },
    },
    mail: false,
    invoiceFiles: true,
    userPool: ['cognito-idp:ListUsersInGroup'],
  },
  // Quotes (decision 033): a quote's item (QUOTE#) with its history, written with its notice
  // in the client's partition (USER#, whose profile it reads) or a visitor's enquiry's (ENQUIRY#, whose
  // sender it reads); its number from the quote counter (COUNTER); the create route's idempotency
  // record. An approval with a deposit issues the deposit's invoice as the invoices function does
  // (INVOICE#, its counter, the admins group, the PDF in the invoice bucket, where the quote's PDF goes too).
  quotes: {
    table: {
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'],
      indexes: ['byUser', 'byDate'],
      partitions: {
        table: ['quote', 'user', 'enquiry', 'invoice', 'booking', 'idempotency', 'staff'],
        fixed: ['counter'],
        byUser: ['user'],
        byDate: ['quotes'],
      },
    },
    mail: false,
    invoiceFiles: true,
    userPool: ['cognito-idp:ListUsersInGroup'],
  },
};

/**
 * The HTTP API: one route per route-table entry, one function per domain, the notice sender, and the
 * stage's alarms and dashboard (they watch these resources most).
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`: what CloudFront's `/api/*` behaviour forwards to. */
  readonly apiDomainName: string;
  readonly functions: Partial<Record<FunctionName, ApiFunction>> = {};
  readonly noticeSender: NoticeSender;
  readonly realtime: RealtimeApi;
  /** `wss://<id>.execute-api.<region>.amazonaws.com/live`: where the browser connects (config.json). */
  readonly realtimeUrl: string;
  /** The same without the stage: what the site's Content-Security-Policy allows to connect to. */
  readonly realtimeOrigin: string;
  readonly textMessages: TextMessages;
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRemovalPolicy = config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const environment = lambdaEnvironment(config, props.data, props.storage);
    // Only CloudFront knows the header's value; the route functions refuse requests without it.
    const originVerify = new OriginVerify(this, 'OriginVerify', {
      stage: config.stage,
      generation: config.originSecretGeneration,
    });

    // The providers' keys and the payments schedule.
    const paymentProviders = new PaymentProviders(this, 'PaymentProviders', {
      stage: config.stage,
      live: config.isProd,
      retain: config.isProd,
    });
    // The key that signs quote links: generated by the stage, read by the quotes function only.
    const quoteLinkKey = new Secret(this, 'QuoteLinkKey', {
      secretName: `pbhs-${config.stage}/quote-links`,
      description: 'Signs the links in quote mails',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(quoteLinkKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A rotated key would break every quote link already mailed (they hold 14 days, growth.quotes.linkDays); the key is rolled by replacing the secret, which ends those links (decision 033).',
    });
    for (const fn of functionsInUse()) {
      const handler = new ApiFunction(this, `${pascal(fn)}Function`, {
        entry: handlerEntry(fn),
        description: `API routes of the ${fn} domain`,
        environment: {
          ...environment,
          ORIGIN_VERIFY_SECRETS: originVerify.acceptedValues,
          ...(FUNCTION_ACCESS[fn].userPool ? { USER_POOL_ID: props.userPool.userPoolId } : {}),
          ...(fn === 'payments' ? paymentProviders.environment : {}),
          ...(fn === 'quotes' ? { QUOTE_LINK_SECRET_ARN: quoteLinkKey.secretArn } : {}),
        },
        logRemovalPolicy,
      });
      this.grantAccess(handler, FUNCTION_ACCESS[fn], props);
      if (fn === 'payments') paymentProviders.attach(handler);
      if (fn === 'quotes') quoteLinkKey.grantRead(handler);
      this.functions[fn] = handler;
    }

    // Texts: the notice sender sends them and hears the replies.
    this.textMessages = new TextMessages(this, 'TextMessages', {
      stage: config.stage,
      senderId: config.smsSender,
      retain: config.isProd,
    });
    this.noticeSender = new NoticeSender(this, 'NoticeSender', {
      environment: { ...environment, ...this.textMessages.environment },
      functionName: noticeSenderName(config.stage),
      table: props.data.tableInUse,
      logRemovalPolicy,
    });
    this.grantAccess(this.noticeSender.function, FUNCTION_ACCESS.noticeSender, props);
    this.textMessages.grantSend(this.noticeSender.function);
    this.textMessages.receiveReplies(this.noticeSender.function);

    this.realtime = new RealtimeApi(this, 'Realtime', {
      stage: config.stage,
      environment,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      table: props.data.tableInUse,
      throttle: config.apiThrottle,
      routeThrottles: config.realtimeRouteThrottles,
      retainLogs: config.isProd,
      logRemovalPolicy,
    });
    this.grantAccess(this.realtime.function, FUNCTION_ACCESS.realtime, props);
    this.realtimeUrl = this.realtime.stage.url;
    this.realtimeOrigin = `wss://${this.realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      // Named per stage, as the realtime API is: the console lists every stage's API side by side.
      apiName: `pbhs-${config.stage}-api`,
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
    // The public routes share a tight one; the providers' webhooks have their own.
    const throttleOf = (definition: RouteDefinition) =>
      definition.signedBody
        ? config.webhookRouteThrottle
        : definition.publicThrottle
          ? config.publicRouteThrottle
          : undefined;
    const throttled = routeNames.filter((name) => throttleOf(routes[name] as RouteDefinition));
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      throttled.map((name) => {
        const throttle = throttleOf(routes[name] as RouteDefinition) as Throttle;
        return [
          routeKey(routes[name]),
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ];
      }),
    );
    for (const name of throttled) stage.node.addDependency(api.routes[name]);

    this.operations = new Operations(this, 'Operations', {
      stage: config.stage,
      alertEmail: config.alertEmail,
      httpApi: this.httpApi,
      functions: {
        ...Object.fromEntries(Object.entries(this.functions).map(([fn, handler]) => [pascal(fn), handler])),
        NoticeSender: this.noticeSender.function,
        Realtime: this.realtime.function,
        RealtimeAuthorizer: this.realtime.authorizerFunction,
        ...props.otherFunctions,
      },
      table: props.data.tableInUse,
      mail: props.email,
      noticeDeadLetterQueue: this.noticeSender.deadLetterQueue,
      realtime: { apiId: this.realtime.api.apiId, stage: this.realtime.stage.stageName },
    });

    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'RealtimeUrl', { value: this.realtimeUrl });
  }

  private grantAccess(fn: ApiFunction, rights: FunctionAccess, props: ApiStackProps) {
    props.data.grantItems(fn, rights.table);
    if (rights.mail) props.email.grantSend(fn);
    if (rights.invoiceFiles) fn.role?.addManagedPolicy(props.storage.invoiceFilesPolicy);
    if (rights.userPool?.length) props.userPool.grant(fn, ...rights.userPool);
  }
}
