import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';
import { functionsInUse } from '../../shared/routes';
import {
  flatten,
  type Json,
  logicalId,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  synth,
  synthStage,
} from './support';

let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synth({ stage: 'prod', context: { alertEmail: 'on-call@pbhs-fictional.co.uk' } });
});

afterAll(removeOutputs);

const alarms = (app: Synthesised) => Object.values(resourcesOf(app.templates.api, 'AWS::CloudWatch::Alarm'));
const alarm = (app: Synthesised, name: string) => {
  const found = alarms(app).find((a) => a.Properties.AlarmName === `Pbhs-${app.config.stage}-${name}`);
  if (!found) throw new Error(`no alarm ${name}`);
  return found.Properties;
};
const topicRef = (app: Synthesised) => ({ Ref: logicalId(app.stacks.api, app.stacks.api.operations.topic) });
/** The auth stack's Cognito triggers: post-confirmation, pre-token-generation and custom-message. */
const COGNITO_TRIGGERS = 3;

const apiFunctionIds = (app: Synthesised) => [
  ...functionsInUse().map((fn) => logicalId(app.stacks.api, app.stacks.api.functions[fn]!)),
  logicalId(app.stacks.api, app.stacks.api.noticeSender.function),
  logicalId(app.stacks.api, app.stacks.api.realtime.function),
  logicalId(app.stacks.api, app.stacks.api.realtime.authorizerFunction),
];

describe('alert topic', () => {
  it("e-mails the stage's alert address, ops@example.com unless told otherwise", () => {
    for (const [app, email] of [
      [dev, 'ops@example.com'],
      [prod, 'on-call@pbhs-fictional.co.uk'],
    ] as const)
      app.templates.api.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: email,
        TopicArn: topicRef(app),
      });
  });

  it('refuses publishers without TLS', () => {
    const [policy] = Object.values(resourcesOf(dev.templates.api, 'AWS::SNS::TopicPolicy'));
    expect(policy.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      ]),
    );
  });
});

describe('alarms', () => {
  it('sends every alarm to the topic, never alarming on missing data', () => {
    expect(alarms(dev).length).toBeGreaterThan(10);
    for (const { Properties: p } of alarms(dev)) {
      expect(p.AlarmActions, p.AlarmName).toEqual([topicRef(dev)]);
      expect(p.TreatMissingData, p.AlarmName).toBe('notBreaching');
      expect(p.AlarmDescription, p.AlarmName).toBeTruthy();
    }
  });

  it('fires on API 5xx', () => {
    expect(alarm(dev, 'ApiServerErrors')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: logicalId(dev.stacks.api, dev.stacks.api.httpApi) } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it.each(['Errors', 'Throttles'])(
    'fires on Lambda %s of every function: each domain, the two senders and the Cognito triggers',
    (metric) => {
      const watched = alarms(dev)
        .map((a) => a.Properties)
        .filter((p) => p.Namespace === 'AWS/Lambda' && p.MetricName === metric);
      for (const p of watched) expect(p).toMatchObject({ Threshold: 1, Statistic: 'Sum', Period: 300 });
      const names = watched.map((p) => p.Dimensions[0].Value);
      expect(names).toEqual(expect.arrayContaining(apiFunctionIds(dev).map((id) => ({ Ref: id }))));
      // The Cognito triggers live in the auth stack: their names come across as stack outputs.
      const triggers = names.filter((name) => !name.Ref);
      expect(triggers).toHaveLength(COGNITO_TRIGGERS);
      for (const trigger of triggers) expect(trigger['Fn::GetStackOutput'].StackName).toBe('Pbhs-dev-Auth');
      expect(watched).toHaveLength(apiFunctionIds(dev).length + COGNITO_TRIGGERS);
    },
  );

  it('fires on DynamoDB throttled requests of the table, every operation the functions use', () => {
    const { Metrics: metrics, Threshold } = alarm(dev, 'TableThrottles');
    expect(Threshold).toBe(1);
    const stats = metrics.filter((m: Json) => m.MetricStat).map((m: Json) => m.MetricStat.Metric);
    expect(stats.length).toBeGreaterThanOrEqual(5);
    expect(stats.length).toBeLessThanOrEqual(10); // CloudWatch's limit for one alarm
    for (const stat of stats) {
      expect(stat).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: 'ThrottledRequests' });
      const table = stat.Dimensions.find((d: Json) => d.Name === 'TableName').Value;
      expect(JSON.stringify(table)).toContain('Pbhs-dev-Data');
    }
    const operations = stats.map((s: Json) => s.Dimensions.find((d: Json) => d.Name === 'Operation').Value);
    expect(operations).toEqual(expect.arrayContaining(['GetItem', 'Query', 'PutItem', 'UpdateItem']));
    expect(operations).not.toContain('Scan');
  });

  it("fires on SES's bounce rate at 5%, and on its complaint rate", () => {
    expect(alarm(dev, 'MailBounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Statistic: 'Maximum',
      Threshold: 0.05,
    });
    expect(alarm(dev, 'MailComplaintRate')).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
  });

  it('has no alarms of the retired enquiry mail queue: an enquiry mail that keeps failing is a failed notice (decision 012)', () => {
    const names = alarms(dev).map((a) => String(a.Properties.AlarmName));
    expect(names.filter((name) => /EnquiryMailUnsent|MailRetry/.test(name))).toEqual([]);
    expect(names).toContain('Pbhs-dev-NoticeFailed');
  });

  it('fires when enquiry acknowledgements reach their daily cap, on the metric the enquiries function emits', () => {
    expect(alarm(dev, 'AcknowledgementCapReached')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'AcknowledgementCapReached',
      Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it("fires when the notice sender's dead-letter queue holds anything (failed stream batches or runs)", () => {
    const queue = logicalId(dev.stacks.api, dev.stacks.api.noticeSender.deadLetterQueue);
    expect(alarm(dev, 'NoticeDeadLetters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('fires on a flood of realtime handshakes the authorizer refused, on the metric it emits', () => {
    expect(alarm(dev, 'RealtimeAuthorizerRefusals')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'RealtimeAuthorizerRefused',
      Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 100,
    });
  });

  it('fires when the API is slow for 15 minutes (p99 3 s) or refuses a surge of requests (500 4xx in 5 minutes)', () => {
    const api = { Name: 'ApiId', Value: { Ref: logicalId(dev.stacks.api, dev.stacks.api.httpApi) } };
    expect(alarm(dev, 'ApiSlow')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: 3_000,
      EvaluationPeriods: 3,
    });
    expect(alarm(dev, 'ApiSlow').Dimensions).toEqual([api]);
    expect(alarm(dev, 'ApiClientErrorSurge')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '4xx',
      Statistic: 'Sum',
      Threshold: 500,
    });
  });

  it("fires when either consumer of the table's stream falls behind: the notice sender by 2 minutes, realtime by 1", () => {
    for (const [name, fn, threshold] of [
      ['NoticeSenderStreamLag', dev.stacks.api.noticeSender.function, 120_000],
      ['RealtimeStreamLag', dev.stacks.api.realtime.function, 60_000],
    ] as const)
      expect(alarm(dev, name)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'IteratorAge',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(dev.stacks.api, fn) } }],
        Statistic: 'Maximum',
        Threshold: threshold,
        EvaluationPeriods: 2,
      });
  });

  it('fires on the first notice given up on, on the metric the notice sender emits', () => {
    expect(alarm(dev, 'NoticeFailed')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'NoticeFailed',
      Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});

describe('dashboard', () => {
  const widgets = (app: Synthesised): { title: string; metrics: string }[] => {
    const [dashboard] = Object.values(resourcesOf(app.templates.api, 'AWS::CloudWatch::Dashboard'));
    expect(dashboard.Properties.DashboardName).toBe(`Pbhs-${app.config.stage}-Operations`);
    const body = JSON.parse(flatten(dashboard.Properties.DashboardBody));
    return body.widgets.map((w: Json) => ({
      title: w.properties.title ?? '',
      metrics: JSON.stringify(w.properties.metrics ?? []),
    }));
  };
  const widget = (titlePart: string) => {
    const found = widgets(dev).find((w) => w.title.includes(titlePart));
    if (!found) throw new Error(`no widget titled '${titlePart}'`);
    return found.metrics;
  };

  it('shows every business metric from shared/metrics.ts', () => {
    const metrics = widget('Business events per hour');
    for (const name of BUSINESS_METRICS) expect(metrics).toContain(`"${name}"`);
    expect(metrics).toContain(METRICS_NAMESPACE);
  });

  it("shows the API's requests, 4xx, 5xx and latency", () => {
    expect(widget('API requests')).toMatch(/"4xx".*"5xx"/);
    expect(widget('API latency')).toContain('"Latency"');
  });

  it('shows Lambda errors, throttles and duration for each function', () => {
    // The API's functions (the two senders among them) and the auth stack's Cognito triggers.
    const count = apiFunctionIds(dev).length + COGNITO_TRIGGERS;
    for (const [title, metric] of [
      ['Lambda errors', 'Errors'],
      ['Lambda throttles', 'Throttles'],
      ['Lambda duration', 'Duration'],
    ])
      expect(widget(title!).match(new RegExp(`"${metric}"`, 'g')), title).toHaveLength(count);
  });

  it('shows DynamoDB throttles and this stage’s mail bounces and complaints', () => {
    expect(widget('DynamoDB')).toContain('"ThrottledRequests"');
    const mail = widget('Mail of this stage');
    for (const event of ['"Bounce"', '"Complaint"', '"Send"', '"ses:configuration-set"'])
      expect(mail).toContain(event);
    expect(widget('SES reputation')).toContain('Reputation.BounceRate');
  });
});

describe('SES event publishing', () => {
  it("counts this stage's sends, bounces and complaints in CloudWatch by configuration set", () => {
    const [destination] = Object.values(
      resourcesOf(dev.templates.email, 'AWS::SES::ConfigurationSetEventDestination'),
    );
    const config = destination.Properties.EventDestination;
    expect(config.Enabled).toBe(true);
    expect(config.MatchingEventTypes).toEqual(expect.arrayContaining(['send', 'bounce', 'complaint']));
    expect(config.CloudWatchDestination.DimensionConfigurations).toEqual([
      expect.objectContaining({ DimensionName: 'ses:configuration-set', DimensionValueSource: 'messageTag' }),
    ]);
  });
});

describe.each(['dev', 'prod'])('logs, %s', (stage) => {
  const app = () => (stage === 'prod' ? prod : dev);

  it('gives every log group a retention period, deleted with the stage except in prod', () => {
    let groups = 0;
    for (const template of Object.values(app().templates))
      for (const [id, group] of Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup'))) {
        groups += 1;
        expect(group.Properties.RetentionInDays, id).toBe(30);
        expect(group.DeletionPolicy, id).toBe(stage === 'prod' ? 'Retain' : 'Delete');
      }
    expect(groups).toBeGreaterThan(5);
  });

  it('sends every function’s logs to a log group of its own stack, never to one Lambda would create', () => {
    for (const template of Object.values(app().templates)) {
      const groups = resourcesOf(template, 'AWS::Logs::LogGroup');
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        const target = fn.Properties.LoggingConfig?.LogGroup?.Ref;
        expect(groups[target], id).toBeDefined();
      }
    }
  });
});

describe('Powertools', () => {
  it('tells every function the service name and metrics namespace the alarms read', () => {
    for (const template of [dev.templates.api, dev.templates.auth])
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function')))
        expect(fn.Properties.Environment.Variables, id).toMatchObject({
          POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
          POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        });
  });
});
