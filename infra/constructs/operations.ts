import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AlertTopic } from './alert-topic';
import { OperationsAlarms } from './operations-alarms';
import { OperationsDashboard, type OperationsDashboardProps } from './operations-dashboard';

export interface OperationsProps {
  stage: string;
  /** Receives every alarm and all-clear. */
  alertEmail: string;
  httpApi: IHttpApi;
  /** Every function of the stage, by PascalCase name (alarm names and graph lines use it). */
  functions: Record<string, IFunction>;
  table: ITable;
  mail: OperationsDashboardProps['mail'];
  /** The notice sender's dead-letter queue (stream batches and scheduled runs that failed). */
  noticeDeadLetterQueue: IQueue;
  /** The realtime WebSocket API and its stage, whose errors alarm. */
  realtime: { apiId: string; stage: string };
}

/** How the team learns that a stage is unwell: the alert topic, the alarms that feed it, and the dashboard. */
export class Operations extends Construct {
  readonly topic: AlertTopic;
  readonly alarms: OperationsAlarms;
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = new AlertTopic(this, 'Alerts', { email: props.alertEmail });
    this.alarms = new OperationsAlarms(this, 'Alarms', { ...props, topic: this.topic });
    this.dashboard = new OperationsDashboard(this, 'Dashboard', { ...props, alarms: this.alarms.all });
  }
}
