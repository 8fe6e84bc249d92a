import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type Metric,
  type MetricOptions,
  SingleValueWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BUSINESS_METRICS } from '../../shared/metrics';
import { dashboardName } from '../names';
import type { MailEvent } from '../stacks/email-stack';
import { businessMetric, PERIOD, sesReputation, tableThrottles } from './operations-metrics';

export interface OperationsDashboardProps {
  stage: string;
  httpApi: IHttpApi;
  /** Every function of the stage, by the name its lines carry. */
  functions: Record<string, IFunction>;
  table: ITable;
  /** This stage's mail counts (the email stack). */
  mail: { metricMailEvent(event: MailEvent, options?: MetricOptions): Metric };
  /** The notice sender's dead-letter queue. */
  noticeDeadLetterQueue: IQueue;
  alarms: Alarm[];
}

const MAIL_EVENTS: MailEvent[] = ['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'];

/** One page for a stage: alarms, what the business did, and how the API, functions, table and mail fared. */
export class OperationsDashboard extends Dashboard {
  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id, { dashboardName: dashboardName(props.stage), defaultInterval: Duration.days(1) });
    const { httpApi, table } = props;
    const fns = Object.entries(props.functions);
    const sum = { period: PERIOD, statistic: 'Sum' };

    this.addWidgets(
      new TextWidget({
        markdown: `# Potters Bar Home Services: ${props.stage}\nAlarms e-mail the stage's alert address. What to do about each: \`docs/runbook.md\`.`,
        width: 24,
        height: 2,
      }),
    );
    this.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: props.alarms, width: 24, height: 4 }));

    this.addWidgets(
      new GraphWidget({
        title: 'Business events per hour',
        left: BUSINESS_METRICS.map((name) =>
          businessMetric(name, { period: Duration.hours(1), label: name }),
        ),
        width: 16,
      }),
      new SingleValueWidget({
        title: 'Business events over the time range',
        metrics: BUSINESS_METRICS.map((name) => businessMetric(name, { label: name })),
        setPeriodToTimeRange: true,
        width: 8,
        height: 6,
      }),
    );

    this.addWidgets(
      new GraphWidget({
        title: 'API requests, 4xx and 5xx',
        left: [
          httpApi.metricCount({ ...sum, label: 'Requests' }),
          httpApi.metricClientError({ ...sum, label: '4xx' }),
          httpApi.metricServerError({ ...sum, label: '5xx' }),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: ['p50', 'p90', 'p99'].map((statistic) =>
          httpApi.metricLatency({ period: PERIOD, statistic, label: statistic }),
        ),
        width: 12,
      }),
    );

    this.addWidgets(
      new GraphWidget({
        title: 'Lambda errors',
        left: fns.map(([name, fn]) => fn.metricErrors({ ...sum, label: name })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda throttles',
        left: fns.map(([name, fn]) => fn.metricThrottles({ ...sum, label: name })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda duration p90 (ms)',
        left: fns.map(([name, fn]) => fn.metricDuration({ period: PERIOD, statistic: 'p90', label: name })),
        width: 8,
      }),
    );

    this.addWidgets(
      new GraphWidget({
        title: 'DynamoDB throttles and capacity used',
        left: [tableThrottles(table)],
        right: [
          table.metricConsumedReadCapacityUnits({ ...sum, label: 'Read units' }),
          table.metricConsumedWriteCapacityUnits({ ...sum, label: 'Write units' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Mail of this stage: sends, deliveries, bounces, complaints',
        left: MAIL_EVENTS.map((event) => props.mail.metricMailEvent(event, { period: PERIOD, label: event })),
        width: 8,
      }),
      new GraphWidget({
        title: 'SES reputation (whole account)',
        left: [
          sesReputation('BounceRate', { label: 'Bounce rate' }),
          sesReputation('ComplaintRate', { label: 'Complaint rate' }),
        ],
        leftAnnotations: [
          { value: 0.05, label: 'Bounce review' },
          { value: 0.001, label: 'Complaint review' },
        ],
        width: 8,
      }),
    );

    this.addWidgets(
      new GraphWidget({
        // Every mail is a notice (decision 012): enquiries', bookings', invoices' and accounts' alike.
        title: 'Notices given up on and the notice sender dead-letter queue',
        left: [businessMetric('NoticeFailed', { label: 'Notices failed' })],
        right: [
          props.noticeDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: PERIOD,
            statistic: 'Maximum',
            label: 'Dead-lettered runs',
          }),
        ],
        width: 12,
      }),
    );
  }
}
