import {
  type CfnElement,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Canary, Code, Runtime, Schedule, Test } from 'aws-cdk-lib/aws-synthetics';
import type { Construct } from 'constructs';
import { CLOUDFRONT_REGION } from '../../shared/region';
import { feedbackRoutes } from '../../shared/routes/feedback';
import type { StageConfig } from '../config';
import { AlertTopic } from '../constructs/alert-topic';
import { PrivateBucket } from '../constructs/private-bucket';
import { CANARY_ARTIFACTS } from '../guard';
import { alarmName } from '../names';

export interface WatchStackProps extends StackProps {
  config: StageConfig;
  /** The site's distribution, whose metrics CloudFront publishes in us-east-1 only. */
  distributionId: string;
  /** The public site's address: the stage's domain, or CloudFront's own name for it. */
  siteUrl: string;
  /** The name of the edge web ACL (infra/stacks/edge-stack.ts), whose metrics are in us-east-1 too. */
  webAclName: string;
}

/** CloudFront's 5xx share of requests, averaged over five minutes, that alarms when it holds for ten. */
export const CLOUDFRONT_5XX_ALARM_PERCENT = 5;
/** Requests the edge web ACL blocked in five minutes that alarm: an attack, or a rule refusing real users. */
export const WAF_BLOCKED_ALARM = 500;
/** How often the canary visits: prod every 10 minutes; the other stages hourly (a stage nobody uses by night). */
export const canaryEveryMinutes = (isProd: boolean): number => (isProd ? 10 : 60);
/** The share of the stage's monthly budget actually spent, and then forecast, that alerts. */
export const BUDGET_ALERTS = { actualPercent: 80, forecastPercent: 100 } as const;

const RUNBOOK = 'docs/runbook.md';

/** The public API route the canary reads: the figures every public page shows. */
const PUBLIC_STATS_PATH = feedbackRoutes.publicStats.path;

/**
 * What a stage is watched by from outside, and what it costs, in us-east-1 where CloudFront
 * and its web ACL publish their metrics: CloudFront's 5xx rate, the edge web ACL's blocks, a
 * CloudWatch Synthetics canary that loads the home page and a public API route as a visitor would (so a
 * DNS, certificate or CloudFront outage alarms, which no metric of the stage's own would show), and an
 * AWS Budgets alert on the stage's monthly cost. Its own alert topic, e-mailed to the same address:
 * an alarm can only notify a topic in its own region (the subscription is confirmed once, docs/deploy.md).
 */
export class WatchStack extends Stack {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: WatchStackProps) {
    super(scope, id, props);
    const { config } = props;
    const topic = new AlertTopic(this, 'Alerts', { email: config.alertEmail });
    const action = new SnsAction(topic);
    const alarm = (
      name: string,
      spec: {
        metric: Metric;
        threshold: number;
        periods: number;
        description: string;
        comparison?: ComparisonOperator;
      },
    ) => {
      const made = new Alarm(this, name, {
        alarmName: alarmName(config.stage, name),
        alarmDescription: spec.description,
        metric: spec.metric,
        threshold: spec.threshold,
        evaluationPeriods: spec.periods,
        datapointsToAlarm: spec.periods,
        comparisonOperator: spec.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      made.addAlarmAction(action);
      made.addOkAction(action);
      this.alarms.push(made);
    };
    const fiveMinutes = Duration.minutes(5);

    alarm('CloudFrontErrors', {
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: fiveMinutes,
      }),
      threshold: CLOUDFRONT_5XX_ALARM_PERCENT,
      periods: 2,
      description: `CloudFront answered ${CLOUDFRONT_5XX_ALARM_PERCENT}% or more of requests with 5xx for 10 minutes: the site's bucket or the API behind it is failing. ${RUNBOOK}: site unreachable.`,
    });
    alarm('EdgeBlockSurge', {
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: fiveMinutes,
      }),
      threshold: WAF_BLOCKED_ALARM,
      periods: 1,
      description: `The edge web ACL blocked ${WAF_BLOCKED_ALARM} or more requests in 5 minutes. ${RUNBOOK}: edge blocking.`,
    });

    // The canary keeps its screenshots and logs for a month, in a bucket of its own.
    const artifacts = new PrivateBucket(this, CANARY_ARTIFACTS, {
      retain: false,
      lifecycleRules: [{ expiration: Duration.days(30) }],
    });
    const every = canaryEveryMinutes(config.isProd);
    const canary = new Canary(this, 'Canary', {
      canaryName: `pbhs-${config.stage}-site`.slice(0, 21),
      runtime: Runtime.SYNTHETICS_NODEJS_PUPPETEER_13_0,
      schedule: Schedule.rate(Duration.minutes(every)),
      test: Test.custom({ handler: 'index.handler', code: Code.fromInline(canaryScript(props.siteUrl)) }),
      artifactsBucketLocation: { bucket: artifacts },
      successRetentionPeriod: Duration.days(7),
      failureRetentionPeriod: Duration.days(30),
      provisionedResourceCleanup: true,
    });
    canary.applyRemovalPolicy(RemovalPolicy.DESTROY);
    Validations.of(artifacts).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "The canary's own screenshots and logs of the public site, kept a month: nothing of a person's, and no one but the canary writes to it.",
    });
    const artifactsArn = `<${this.getLogicalId(artifacts.node.defaultChild as CfnElement)}.Arn>`;
    for (const resource of [
      '*',
      `${artifactsArn}/*`,
      `arn:aws:logs:${CLOUDFRONT_REGION}:${Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account}:log-group:/aws/lambda/cwsyn-*`,
    ])
      Validations.of(canary.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${resource}]`,
        reason:
          'The role CDK gives a canary: Synthetics writes results under its own metric namespace (PutMetricData takes no resource), any key under its artifacts bucket, and to log groups it names at run time (cwsyn-*).',
      });
    alarm('SiteCanary', {
      metric: canary.metricSuccessPercent({ period: Duration.minutes(every) }),
      threshold: 100,
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      // Twice running: one lost packet is not an outage.
      periods: 2,
      description: `The canary could not load the site's home page or ${PUBLIC_STATS_PATH} twice running (DNS, certificate, CloudFront or the API). ${RUNBOOK}: site unreachable.`,
    });

    // Costs of the stage alone: resources carry the `stage` tag, which must be turned on as a cost
    // allocation tag once per account (docs/deploy.md); until then the budget counts nothing.
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `pbhs-${config.stage}`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
        costFilters: { TagKeyValue: [`user:stage$${config.stage}`] },
      },
      notificationsWithSubscribers: [
        { type: 'ACTUAL', percent: BUDGET_ALERTS.actualPercent },
        { type: 'FORECASTED', percent: BUDGET_ALERTS.forecastPercent },
      ].map(({ type, percent }) => ({
        notification: {
          notificationType: type,
          comparisonOperator: 'GREATER_THAN',
          threshold: percent,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'EMAIL', address: config.alertEmail }],
      })),
    });
  }
}

/**
 * The canary's script: the home page and the public stats route, each within 10 s and answering 200, as
 * a visitor's browser would find them. Plain `https`, which the runtime has, rather than a browser: the
 * question is whether the site answers, and a page load is the smoke test's job (npm run smoke).
 */
const canaryScript = (siteUrl: string): string => `
const https = require('node:https');
const check = (url) => new Promise((resolve, reject) => {
  const request = https.get(url, { headers: { 'user-agent': 'pbhs-canary' } }, (response) => {
    response.resume();
    if (response.statusCode === 200) resolve();
    else reject(new Error(url + ' answered ' + response.statusCode));
  });
  request.setTimeout(10000, () => request.destroy(new Error(url + ' took over 10 s')));
  request.on('error', reject);
});
exports.handler = async () => {
  await check('${siteUrl}/');
  await check('${siteUrl}${PUBLIC_STATS_PATH}');
};
`;
