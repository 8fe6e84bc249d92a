import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { FUNCTION_ENTRIES } from '../../shared/function-settings';
import type { LambdaEnv, SmsEnv } from '../../shared/lambda-env';
import { NOTICE_STREAM, NOTICE_STREAM_FILTER } from '../../shared/notice-stream';
import { ApiFunction } from './api-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface NoticeSenderProps {
  /** The API functions' environment, and where texts go from. */
  environment: LambdaEnv & SmsEnv;
  functionName: string;
  /** The table whose stream carries new notices; it must have one (NEW_IMAGE). */
  table: ITable;
  /** @default RemovalPolicy.DESTROY */
  logRemovalPolicy?: RemovalPolicy;
  /** @default Duration.minutes(5) */
  every?: Duration;
}

/**
 * Sends the notices (decision 011): the table's stream hands it each notice written
 * pending, and a schedule sends what the due queue holds and sweeps for reminders. Stream batches that
 * keep failing, and scheduled runs that fail, land on a dead-letter queue that alarms.
 */
export class NoticeSender extends Construct {
  readonly function: ApiFunction;
  readonly deadLetterQueue: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: NoticeSenderProps) {
    super(scope, id);
    const every = props.every ?? Duration.minutes(5);

    this.deadLetterQueue = new DeadLetterQueue(this, 'FailedBatches', { of: 'the notice sender' });

    this.function = new ApiFunction(this, 'Function', {
      entry: FUNCTION_ENTRIES.noticeSender,
      functionName: props.functionName,
      description: 'Sends notices from the table stream and the due queue; sweeps for visit reminders',
      environment: props.environment,
      logRemovalPolicy: props.logRemovalPolicy,
      // A failed scheduled run is retried by the next one; its failure is kept on the queue.
      retryAttempts: 0,
      maxEventAge: every,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: NOTICE_STREAM.batchSize,
        bisectBatchOnError: true,
        // The sender answers with the records that failed (lambdas/lib/stream.ts): retried from there on.
        reportBatchItemFailures: true,
        retryAttempts: NOTICE_STREAM.retryAttempts,
        maxRecordAge: Duration.hours(NOTICE_STREAM.maxRecordAgeHours),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(NOTICE_STREAM_FILTER as unknown as Record<string, unknown>)],
      }),
    );

    new Rule(this, 'Schedule', {
      schedule: Schedule.rate(every),
      targets: [
        new LambdaFunction(this.function, {
          retryAttempts: 2,
          maxEventAge: every,
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
