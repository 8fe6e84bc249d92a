import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAIL_TO_VISITOR_LIMITS } from '../../shared/limits';
import { alarmName } from '../names';
import { businessMetric, PERIOD, sesReputation, tableThrottles } from './operations-metrics';

export interface OperationsAlarmsProps {
  stage: string;
  /** Told when an alarm fires and when it clears. */
  topic: ITopic;
  httpApi: IHttpApi;
  /** Every function of the stage, by a PascalCase name that becomes part of its alarms' names. */
  functions: Record<string, IFunction>;
  table: ITable;
  /** The notice sender's dead-letter queue (stream batches and scheduled runs that failed). */
  noticeDeadLetterQueue: IQueue;
  /** The realtime WebSocket API and its stage. */
  realtime: { apiId: string; stage: string };
}

interface AlarmSpec {
  metric: IMetric;
  threshold: number;
  /** What it means and where to look; shown in the notice e-mail. */
  description: string;
  /** @default GREATER_THAN_OR_EQUAL_TO_THRESHOLD */
  comparison?: ComparisonOperator;
  /** @default 1 */
  evaluationPeriods?: number;
  /** Whether to send the all-clear too. @default true */
  notifyOk?: boolean;
}

const RUNBOOK = 'docs/runbook.md';

/**
 * How far behind the table's stream each consumer may fall before it alarms (its oldest record's age,
 * Lambda's IteratorAge): the notice sender's mail and texts may wait a little, the realtime fan-out
 * should never. A consumer that stopped (a poison batch retried, a throttle) shows here first.
 */
export const STREAM_LAG_ALARM_MS = { NoticeSender: 120_000, Realtime: 60_000 } as const;

/**
 * The API's slow and refused requests that alarm: a p99 this slow for 15 minutes is felt by
 * everyone (the local bench's p95 is about 0.1 s), and this many 4xx in 5 minutes is a script probing or
 * a deploy whose site and API disagree, not people mistyping.
 */
export const API_LATENCY_P99_ALARM_MS = 3_000;
export const API_CLIENT_ERRORS_ALARM = 500;

/**
 * Realtime messages and handshakes that API Gateway could not hand to the functions, or whose function
 * failed, in 5 minutes: a few is an outage of live updates (screens fall back to reloading).
 */
export const REALTIME_ERRORS_ALARM = 5;

/** Realtime handshakes refused by the authorizer in 5 minutes that alarm. */
const REALTIME_REFUSALS_ALARM = 100;

/**
 * The alarms of a stage, each sent to the alert topic. Missing data is never a breach: most of these
 * metrics are only published when something happens.
 */
export class OperationsAlarms extends Construct {
  readonly all: Alarm[] = [];
  private readonly action: SnsAction;
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.action = new SnsAction(props.topic);
    this.stage = props.stage;

    this.add('ApiServerErrors', {
      metric: props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      // Handlers answer a bare 500 only for what they did not expect: a few in five minutes is an outage.
      threshold: 5,
      description: `The API answered 5xx at least 5 times in 5 minutes. ${RUNBOOK}: API 5xx spike.`,
    });

    this.add('ApiSlow', {
      metric: props.httpApi.metricLatency({ period: PERIOD, statistic: 'p99' }),
      threshold: API_LATENCY_P99_ALARM_MS,
      evaluationPeriods: 3,
      description: `The API's p99 latency was ${API_LATENCY_P99_ALARM_MS / 1000} s or more for 15 minutes. ${RUNBOOK}: API slow or refusing.`,
    });
    this.add('ApiClientErrorSurge', {
      metric: props.httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' }),
      threshold: API_CLIENT_ERRORS_ALARM,
      description: `The API answered 4xx at least ${API_CLIENT_ERRORS_ALARM} times in 5 minutes. ${RUNBOOK}: API slow or refusing.`,
    });

    for (const [name, fn] of Object.entries(props.functions)) {
      // Handlers turn their own failures into responses, so a Lambda error is a crash or a timeout.
      this.add(`${name}Errors`, {
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        description: `${name} failed (crash or timeout). Its log group shows the request. ${RUNBOOK}: API 5xx spike.`,
      });
      this.add(`${name}Throttles`, {
        metric: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        description: `${name} was throttled: the account's concurrency is used up, or its reserved concurrency.`,
      });
    }

    for (const [name, maxAgeMs] of Object.entries(STREAM_LAG_ALARM_MS)) {
      const fn = props.functions[name];
      if (!fn) continue;
      this.add(`${name}StreamLag`, {
        metric: fn.metric('IteratorAge', { period: PERIOD, statistic: 'Maximum' }),
        threshold: maxAgeMs,
        // Two periods: one slow batch is not a stall.
        evaluationPeriods: 2,
        description: `${name} is reading the table's stream ${maxAgeMs / 1000} s or more behind for 10 minutes: its changes reach people late, or not at all. ${RUNBOOK}: stream lag.`,
      });
    }

    this.add('TableThrottles', {
      metric: tableThrottles(props.table),
      threshold: 1,
      description: `DynamoDB throttled requests to the table. ${RUNBOOK}: API 5xx spike.`,
    });

    this.add('MailBounceRate', {
      metric: sesReputation('BounceRate'),
      threshold: 0.05,
      description: `SES bounce rate (whole account) reached 5%: SES reviews the account from here. ${RUNBOOK}: mail bouncing.`,
    });
    this.add('MailComplaintRate', {
      metric: sesReputation('ComplaintRate'),
      threshold: 0.001,
      description: `SES complaint rate (whole account) reached 0.1%: SES reviews the account from here. ${RUNBOOK}: mail bouncing.`,
    });

    // Acknowledgements to visitors stop for the day at the cap (shared/limits.ts): a bot is probably
    // sending enquiries with other people's addresses. The enquiries still reach the office.
    this.add('AcknowledgementCapReached', {
      metric: businessMetric('AcknowledgementCapReached'),
      threshold: 1,
      description: `Enquiry acknowledgements reached their daily cap of ${MAIL_TO_VISITOR_LIMITS.dailyCap} and stopped until midnight UTC. ${RUNBOOK}: acknowledgement cap reached.`,
    });

    // Counted once per notice given up on (SES refused the address, or every attempt failed): each is a
    // client or the office not told something, until someone looks and resends.
    this.add('NoticeFailed', {
      metric: businessMetric('NoticeFailed'),
      threshold: 1,
      description: `A notice was given up on (SES refused its address, or every attempt failed). The booking's Notices list shows it, with Resend. ${RUNBOOK}: a failed notice.`,
      notifyOk: false,
    });
    // A browser whose session ran out is refused a handshake or two before it signs in again; hundreds in
    // five minutes are someone knocking with junk tokens, which also spends the `$connect` throttle.
    this.add('RealtimeAuthorizerRefusals', {
      metric: businessMetric('RealtimeAuthorizerRefused'),
      threshold: REALTIME_REFUSALS_ALARM,
      description: `The realtime API's authorizer refused at least ${REALTIME_REFUSALS_ALARM} handshakes in 5 minutes. ${RUNBOOK}: realtime refusals.`,
    });
    const realtimeMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.realtime.apiId, Stage: props.realtime.stage },
        statistic: 'Sum',
        period: PERIOD,
      });
    this.add('RealtimeChannelErrors', {
      metric: new MathExpression({
        expression: 'FILL(execution, 0) + FILL(integration, 0)',
        usingMetrics: {
          execution: realtimeMetric('ExecutionError'),
          integration: realtimeMetric('IntegrationError'),
        },
        label: 'Realtime errors',
        period: PERIOD,
      }),
      threshold: REALTIME_ERRORS_ALARM,
      description: `The realtime WebSocket API failed to run, or got an error from, its functions ${REALTIME_ERRORS_ALARM} or more times in 5 minutes: screens stop updating live. ${RUNBOOK}: realtime refusals.`,
    });
    this.add('NoticeDeadLetters', {
      metric: props.noticeDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: PERIOD,
        statistic: 'Maximum',
      }),
      threshold: 1,
      description: `A batch of the table stream, or a scheduled run of the notice sender, failed and is on its dead-letter queue. ${RUNBOOK}: a failed notice.`,
    });
  }

  private add(id: string, spec: AlarmSpec): void {
    const evaluationPeriods = spec.evaluationPeriods ?? 1;
    const alarm = new Alarm(this, id, {
      alarmName: alarmName(this.stage, id),
      alarmDescription: spec.description,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods,
      datapointsToAlarm: evaluationPeriods,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    if (spec.notifyOk ?? true) alarm.addOkAction(this.action);
    this.all.push(alarm);
  }
}
