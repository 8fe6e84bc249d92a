import { existsSync } from 'node:fs';
import { Annotations, DefaultStackSynthesizer, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ASSETS_PREFIX, IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../../shared/caching';
import { CONFIG_PATH, type RuntimeConfig } from '../../shared/config';

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** Absolute path of the production web build (`npm run build` writes `dist/web`). */
  siteDir: string;
  /** Written to `/config.json`, so one build serves every stage. */
  runtimeConfig: RuntimeConfig;
  /** Keep the upload log group when the stack goes, as every log group of prod is kept. */
  retainLogs: boolean;
}

/** The fingerprinted files, as a BucketDeployment pattern (relative to the build, no leading slash). */
const ASSETS = `${ASSETS_PREFIX.slice(1)}*`;
const immutable = CacheControl.fromString(IMMUTABLE_CACHE_CONTROL);
const revalidate = CacheControl.fromString(REVALIDATE_CACHE_CONTROL);

/**
 * Uploads the site: fingerprinted assets first, cached for a year, then pages and `/config.json`,
 * revalidated on every request so a deploy shows at once. Old assets are kept for pages still open.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const common = { destinationBucket: props.bucket, logGroup, memoryLimit: 512 };
    const config = Source.jsonData(CONFIG_PATH.slice(1), props.runtimeConfig);

    if (!existsSync(props.siteDir)) {
      Annotations.of(this).addInfo(
        `No web build at ${props.siteDir}: deploying ${CONFIG_PATH} only. Run \`npm run build\` before deploying the site.`,
      );
      // No pruning: deploying without a build must never delete the site that is already there.
      new BucketDeployment(this, 'ConfigOnly', {
        ...common,
        sources: [config],
        prune: false,
        cacheControl: [revalidate],
        distribution: props.distribution,
        distributionPaths: [CONFIG_PATH],
      });
    } else {
      const assets = new BucketDeployment(this, 'Assets', {
        ...common,
        sources: [Source.asset(props.siteDir)],
        exclude: ['*'],
        include: [ASSETS],
        prune: false,
        cacheControl: [immutable],
      });
      const pages = new BucketDeployment(this, 'Pages', {
        ...common,
        sources: [Source.asset(props.siteDir), config],
        // Excluded paths are also spared by pruning, so the assets above stay.
        exclude: [ASSETS],
        cacheControl: [revalidate],
        distribution: props.distribution,
        distributionPaths: ['/*'],
      });
      pages.node.addDependency(assets);
    }

    acknowledgeHandler(Stack.of(this), props.bucket);
  }
}

/**
 * BucketDeployment runs a handler that aws-cdk-lib creates once per stack, with its own role and runtime.
 * Its findings are acknowledged one by one (cdk-nag 3 has no blanket form), on that handler only.
 */
const acknowledgeHandler = (stack: Stack, siteBucket: IBucket) => {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const assetBucket = `arn:${stack.partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${stack.region}`;
  const siteBucketId = stack.resolve((siteBucket.node.defaultChild as CfnBucket).logicalId);
  const wildcards = [
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
      (action) => `Action::${action}`,
    ),
    `Resource::${assetBucket}/*`,
    `Resource::<${siteBucketId}.Arn>/*`,
    'Resource::*',
  ];
  const handlers = stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  for (const handler of handlers)
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "aws-cdk-lib's BucketDeployment handler role; the basic execution policy only lets it write logs.",
      },
      ...wildcards.map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          "aws-cdk-lib's BucketDeployment handler copies the build from the CDK asset bucket into the site bucket, prunes old files and invalidates the distribution (CloudFront invalidations take no resource ARN in CDK's grant).",
      })),
      {
        id: 'AwsSolutions-L1',
        reason:
          "The runtime of aws-cdk-lib's BucketDeployment handler is chosen and upgraded by aws-cdk-lib, not by us.",
      },
    );
};
