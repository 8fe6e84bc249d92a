import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTION_SETTINGS } from '../../shared/function-settings';
import { type Identity, identityDefines } from '../../shared/identity';
import { DEMO_IDENTITY } from '../../shared/identity-schema';
import type {
  LambdaEnv,
  OriginEnvVariables,
  PaymentsEnv,
  QuoteLinkEnvVariables,
  RealtimeEnv,
  UserPoolEnv,
} from '../../shared/lambda-env';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';
import { repoPath } from '../paths';
import { API_FUNCTION_BUNDLING } from './api-function-bundling';

/** What a function may vary; runtime, architecture, bundling and tracing are fixed for all of them. */
export interface ApiFunctionProps
  extends Omit<
    NodejsFunctionProps,
    | 'entry'
    | 'handler'
    | 'environment'
    | 'runtime'
    | 'architecture'
    | 'bundling'
    | 'logGroup'
    | 'tracing'
    | 'role'
  > {
  /** Handler module, relative to the repository root, exporting `handler`; e.g. `lambdas/users/handler.ts`. */
  entry: string;
  /** Typed by the schema the function parses at cold start, so a missing variable fails to compile. */
  /** A function with more to know (the users function's pool) adds it with its own schema. */
  environment: LambdaEnv &
    Partial<OriginEnvVariables> &
    Partial<UserPoolEnv> &
    Partial<RealtimeEnv> &
    Partial<Pick<PaymentsEnv, 'PAYMENT_SECRETS_ARN' | 'GOCARDLESS_ENVIRONMENT'>> &
    Pick<QuoteLinkEnvVariables, 'QUOTE_LINK_SECRET_ARN'>;
  /** @default FUNCTION_SETTINGS.memorySizeMb (shared/function-settings.ts) */
  memorySize?: number;
  /** @default FUNCTION_SETTINGS.timeoutSeconds (shared/function-settings.ts) */
  timeout?: Duration;
  /** @default RetentionDays.ONE_MONTH */
  logRetention?: RetentionDays;
  /** What happens to the log group when the function is removed. @default RemovalPolicy.DESTROY */
  logRemovalPolicy?: RemovalPolicy;
}

/**
 * The context key under which buildApp hands every function its code already bundled
 * (`BuildAppOptions.functionCode`, infra/app.ts): each function's asset directory by its entry module.
 */
export const FUNCTION_CODE_CONTEXT = 'pbhs:functionCode';

/** The stage's company identity, set on the app once its configuration is read (infra/app.ts). */
export const IDENTITY_CONTEXT = 'pbhs:identity';

const identityOf = (scope: Construct): Identity =>
  (scope.node.tryGetContext(IDENTITY_CONTEXT) as Identity | undefined) ?? DEMO_IDENTITY;

/** The prebuilt asset directory for an entry, if the app was given them; then every function must have one. */
const prebuiltCode = (scope: Construct, entry: string): string | undefined => {
  const code: unknown = scope.node.tryGetContext(FUNCTION_CODE_CONTEXT);
  if (code === undefined) return undefined;
  const dir =
    typeof code === 'object' && code !== null ? (code as Record<string, unknown>)[entry] : undefined;
  // Never a silent fall-back to bundling: a function missing from the set would be built by other means.
  if (typeof dir !== 'string')
    throw new Error(`${FUNCTION_CODE_CONTEXT} has no asset directory for ${entry}`);
  return dir;
};

/**
 * A Lambda function with the team's defaults fixed once: Node.js 22 on arm64 (cheaper per ms than
 * x86), bundled locally by esbuild (no Docker on our machines), X-Ray tracing, JSON logs in a log
 * group that has a retention period. Given its code already bundled with these same options (the tests'
 * `functionCode`), it deploys that folder as it is (`index.handler`) and bundles nothing.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { entry, environment, logRetention, logRemovalPolicy, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: logRemovalPolicy ?? RemovalPolicy.DESTROY,
    });
    // Its own role instead of AWSLambdaBasicExecutionRole, which may create and write any log group.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which X-Ray only grants on resource "*".',
    });
    const prebuilt = prebuiltCode(scope, entry);
    super(scope, id, {
      memorySize: FUNCTION_SETTINGS.memorySizeMb,
      timeout: Duration.seconds(FUNCTION_SETTINGS.timeoutSeconds),
      ...rest,
      // With `code`, NodejsFunction ignores entry and bundling and needs the handler in full.
      ...(prebuilt
        ? { code: Code.fromAsset(prebuilt), handler: 'index.handler' }
        : { entry: repoPath(entry), handler: 'handler' }),
      projectRoot: repoPath('.'),
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        ...environment,
        // Stack traces point at the TypeScript source, through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools' own defaults, the same names the code passes and the alarms read (shared/metrics.ts).
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      },
      bundling: {
        ...API_FUNCTION_BUNDLING,
        // The stage's company identity, built in as the site's is (shared/identity.ts).
        define: { ...API_FUNCTION_BUNDLING.define, ...identityDefines(identityOf(scope)) },
        forceDockerBundling: false,
        logLevel: LogLevel.ERROR,
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the team targets (esbuild target node22, library pins in package.json); moving to a newer Node is a deliberate, tested upgrade.',
    });
  }
}
