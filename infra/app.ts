import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CLOUDFRONT_REGION, REGION } from '../shared/region';
import { ContextError, type StageConfig, stageConfig } from './config';
import { FUNCTION_CODE_CONTEXT, IDENTITY_CONTEXT } from './constructs/api-function';
import { giveProvidersLogGroups } from './constructs/provider-logs';
import { type StackPart, stackName } from './names';
import { builtIdentityFile, repoPath } from './paths';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { BackupCopyStack, BackupStack } from './stacks/backup-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { EmailStack } from './stacks/email-stack';
import { StorageStack } from './stacks/storage-stack';
import { WatchStack } from './stacks/watch-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildAppOptions {
  /** Overrides the `stage` context value. */
  stage?: string;
  /** Extra context (`mailFrom`, `domainName`, ...), as `-c key=value` would give it. */
  context?: Record<string, unknown>;
  /** Where the cloud assembly is written. @default the CLI's choice, or a temporary directory */
  outdir?: string;
  /** The production web build. @default `<repo>/dist/web` */
  siteDir?: string;
  /**
   * Every function's code already bundled with infra's own esbuild options: its asset directory
   * (`index.js` and its source map; handler `index.handler`) by its entry module relative to the repository
   * root, e.g. `lambdas/users/handler.ts`. The tests pass the one set of bundles every test layer reads,
   * so synthesis bundles nothing. @default each function bundled by NodejsFunction, as `cdk synth` does
   */
  functionCode?: Record<string, string>;
  /**
   * The AWS account the stacks are for, as `cdk deploy` sets it from the operator's credentials.
   * @default CDK_DEFAULT_ACCOUNT (none: an environment-agnostic synthesis)
   */
  account?: string;
}

export interface PbhsApp {
  app: App;
  config: StageConfig;
  stacks: {
    auth: AuthStack;
    data: DataStack;
    storage: StorageStack;
    email: EmailStack;
    api: ApiStack;
    edge: EdgeStack;
    web: WebStack;
    backup: BackupStack;
    watch: WatchStack;
  };
}

/** cdk.json's feature flags, so an app built by a test synthesises exactly as `cdk synth` does. */
const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context ??
  {};

/**
 * Prod's site must state prod's company: a site built without `--config` carries the demo's fictional
 * identity, which would go live on the company's domain. No site build at all deploys only the config.
 */
const assertSiteBuiltFor = (config: StageConfig, siteDir: string): void => {
  if (!existsSync(siteDir)) return;
  const file = builtIdentityFile(siteDir);
  const built: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (!isDeepStrictEqual(built, config.identity))
    throw new ContextError(
      `The site at ${siteDir} was not built for this stage's company identity: run \`npm run build -- --config <the same file>\` first.`,
    );
};

/** The stacks whose loss loses data: the table, the invoice files, the user pool. */
export const STATEFUL_PARTS: readonly StackPart[] = ['Data', 'Storage', 'Auth', 'Backup'];

/** Every stack of one stage, checked by cdk-nag's AWS Solutions rules at synthesis. */
export const buildApp = (options: BuildAppOptions = {}): PbhsApp => {
  const app = new App({
    outdir: options.outdir,
    context: {
      ...cdkJsonContext(),
      ...options.context,
      ...(options.stage ? { stage: options.stage } : {}),
      // Read by every ApiFunction, however deep in the tree (infra/constructs/api-function.ts).
      ...(options.functionCode ? { [FUNCTION_CODE_CONTEXT]: options.functionCode } : {}),
    },
  });
  const config = stageConfig(app.node.getAllContext());
  if (config.isProd) assertSiteBuiltFor(config, options.siteDir ?? repoPath('dist/web'));
  // Every function builds it in (infra/constructs/api-function.ts); set before any construct exists.
  app.node.setContext(IDENTITY_CONTEXT, config.identity);
  const env: Environment = { account: options.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: REGION };
  const props = (part: StackPart) => ({
    env,
    config,
    description: `Potters Bar Home Services, ${config.stage}: ${part.toLowerCase()}`,
    // Prod's stacks that hold what cannot be made again (the table, the invoice files, the accounts)
    // refuse `cdk destroy` and a console delete until an operator turns the protection off.
    terminationProtection: config.isProd && STATEFUL_PARTS.includes(part),
  });
  const named = (part: StackPart) => stackName(config.stage, part);

  const data = new DataStack(app, named('Data'), props('Data'));
  const storage = new StorageStack(app, named('Storage'), props('Storage'));
  const auth = new AuthStack(app, named('Auth'), { ...props('Auth'), data, storage });
  const email = new EmailStack(app, named('Email'), props('Email'));
  const api = new ApiStack(app, named('Api'), {
    ...props('Api'),
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    data,
    storage,
    email,
    otherFunctions: {
      PostConfirmation: auth.postConfirmation,
      PreTokenGeneration: auth.preTokenGeneration,
      CustomMessage: auth.customMessage,
    },
  });
  // CloudFront's web ACLs live in us-east-1; the web stack reads its ARN across regions.
  const edge = new EdgeStack(app, named('Edge'), {
    ...props('Edge'),
    env: { ...env, region: CLOUDFRONT_REGION },
    crossRegionReferences: true,
  });
  const web = new WebStack(app, named('Web'), {
    ...props('Web'),
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    invoiceBucket: storage.invoiceBucket,
    apiDomainName: api.apiDomainName,
    realtimeUrl: api.realtimeUrl,
    realtimeOrigin: api.realtimeOrigin,
    siteDir: options.siteDir,
  });

  const backup = new BackupStack(app, named('Backup'), {
    ...props('Backup'),
    data,
    storage,
    alerts: api.operations.topic,
  });
  if (config.backupCopyRegion)
    new BackupCopyStack(app, named('BackupCopy'), {
      ...props('BackupCopy'),
      env: { ...env, region: config.backupCopyRegion },
    });

  // What watches the stage from outside, in us-east-1 where CloudFront's and its web ACL's metrics are.
  const watch = new WatchStack(app, named('Watch'), {
    ...props('Watch'),
    env: { ...env, region: CLOUDFRONT_REGION },
    crossRegionReferences: true,
    distributionId: web.distribution.distributionId,
    siteUrl: config.domainName ? config.siteUrl : `https://${web.distribution.distributionDomainName}`,
    webAclName: edge.webAcl.name as string,
  });

  const stacks = { auth, data, storage, email, api, edge, web, backup, watch };
  for (const stack of Object.values(stacks)) giveProvidersLogGroups(stack, { retain: config.isProd });

  Tags.of(app).add('project', 'potters-bar-home-services');
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { app, config, stacks };
};
