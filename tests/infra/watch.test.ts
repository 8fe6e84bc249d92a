import { describe, expect, it } from 'vitest';
import {
  BUDGET_ALERTS,
  CLOUDFRONT_5XX_ALARM_PERCENT,
  canaryEveryMinutes,
  WAF_BLOCKED_ALARM,
} from '../../infra/stacks/watch-stack';
import { CLOUDFRONT_REGION } from '../../shared/region';
import { feedbackRoutes } from '../../shared/routes/feedback';
import { EXAMPLE_PROD, type Json, resourcesOf, type Synthesised, synthStage } from './support';

const watchAlarm = (app: Synthesised, name: string): Json => {
  const found = Object.values(resourcesOf(app.templates.watch, 'AWS::CloudWatch::Alarm')).find(
    (alarm: Json) => alarm.Properties.AlarmName === `Pbhs-${app.config.stage}-${name}`,
  );
  if (!found) throw new Error(`no alarm ${name}`);
  return found.Properties;
};

describe('watched from outside (the Watch stack, us-east-1)', () => {
  it('lives where CloudFront and its web ACL publish their metrics, with an alert topic of its own', () => {
    const prod = synthStage('prod');
    expect(prod.stacks.watch.region).toBe(CLOUDFRONT_REGION);
    prod.templates.watch.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: EXAMPLE_PROD.alertEmail,
    });
    for (const alarm of Object.values(
      resourcesOf(prod.templates.watch, 'AWS::CloudWatch::Alarm'),
    ) as Json[]) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.AlarmActions[0].Ref).toMatch(/^Alerts/);
    }
  });

  it("alarms on CloudFront's 5xx rate and on a surge of requests the edge web ACL blocks", () => {
    const prod = synthStage('prod');
    expect(watchAlarm(prod, 'CloudFrontErrors')).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: CLOUDFRONT_5XX_ALARM_PERCENT,
      EvaluationPeriods: 2,
      Dimensions: expect.arrayContaining([{ Name: 'Region', Value: 'Global' }]),
    });
    expect(watchAlarm(prod, 'EdgeBlockSurge')).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Threshold: WAF_BLOCKED_ALARM,
      Dimensions: expect.arrayContaining([
        { Name: 'WebACL', Value: 'Pbhs-prod-Edge' },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    });
  });

  it('runs a canary on the home page and a public API route, every 10 minutes in prod and hourly elsewhere, alarming on two failures', () => {
    for (const app of [synthStage('prod'), synthStage('dev')]) {
      const [canary] = Object.values(resourcesOf(app.templates.watch, 'AWS::Synthetics::Canary')) as Json[];
      const every = canaryEveryMinutes(app.config.isProd);
      expect(canary.Properties.Schedule.Expression).toBe(`rate(${every} minutes)`);
      expect(JSON.stringify(canary.Properties.Code)).toContain(feedbackRoutes.publicStats.path);
      expect(watchAlarm(app, 'SiteCanary')).toMatchObject({
        Namespace: 'CloudWatchSynthetics',
        MetricName: 'SuccessPercent',
        ComparisonOperator: 'LessThanThreshold',
        Threshold: 100,
        EvaluationPeriods: 2,
      });
    }
    const [prodCanary] = Object.values(
      resourcesOf(synthStage('prod').templates.watch, 'AWS::Synthetics::Canary'),
    ) as Json[];
    expect(JSON.stringify(prodCanary.Properties.Code)).toContain(`https://${EXAMPLE_PROD.domainName}/`);
  });

  it("alerts when the stage's costs pass 80 % of its monthly budget, or are forecast past it", () => {
    const prod = synthStage('prod');
    const [budget] = Object.values(resourcesOf(prod.templates.watch, 'AWS::Budgets::Budget')) as Json[];
    expect(budget.Properties.Budget).toMatchObject({
      BudgetName: 'pbhs-prod',
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: Number(EXAMPLE_PROD.monthlyBudgetUsd), Unit: 'USD' },
      CostFilters: { TagKeyValue: ['user:stage$prod'] },
    });
    expect(
      budget.Properties.NotificationsWithSubscribers.map((entry: Json) => [
        entry.Notification.NotificationType,
        entry.Notification.Threshold,
        entry.Subscribers[0].Address,
      ]),
    ).toEqual([
      ['ACTUAL', BUDGET_ALERTS.actualPercent, EXAMPLE_PROD.alertEmail],
      ['FORECASTED', BUDGET_ALERTS.forecastPercent, EXAMPLE_PROD.alertEmail],
    ]);
  });
});

describe('the realtime channel', () => {
  it('alarms when its WebSocket API fails to run, or gets an error from, its functions', () => {
    const dev = synthStage('dev');
    const alarm = (Object.values(resourcesOf(dev.templates.api, 'AWS::CloudWatch::Alarm')) as Json[]).find(
      (candidate) => candidate.Properties.AlarmName === 'Pbhs-dev-RealtimeChannelErrors',
    );
    expect(alarm).toBeDefined();
    const metrics = alarm.Properties.Metrics as Json[];
    expect(
      metrics
        .map((metric) => metric.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['ExecutionError', 'IntegrationError']);
    for (const metric of metrics.filter((entry) => entry.MetricStat))
      expect(metric.MetricStat.Metric.Dimensions.map((d: Json) => d.Name).sort()).toEqual(['ApiId', 'Stage']);
  });
});
