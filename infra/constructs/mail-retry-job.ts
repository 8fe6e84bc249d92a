import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Construct } from 'constructs';
import { FUNCTION_ENTRIES } from '../../shared/function-settings';
import type { LambdaEnv } from '../../shared/lambda-env';
import { ApiFunction } from './api-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface MailRetryJobProps {
  environment: LambdaEnv;
  /** The function's name, which the enquiries function invokes it by (`MAIL_SENDER_FUNCTION`). */
  functionName: string;
  /** @default RemovalPolicy.DESTROY */
  logRemovalPolicy?: RemovalPolicy;
  /** @default Duration.minutes(5) */
  every?: Duration;
}

/**
 * Sends enquiry mail (decision 002): each new enquiry, handed over asynchronously by the enquiries
 * function, and on a schedule whatever the sparse unsent-mail index says is due. Runs that fail land on
 * a dead-letter queue, so an outage is visible, not silent.
 */
export class MailRetryJob extends Construct {
  readonly function: ApiFunction;
  readonly deadLetterQueue: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: MailRetryJobProps) {
    super(scope, id);
    const every = props.every ?? Duration.minutes(5);

    this.deadLetterQueue = new DeadLetterQueue(this, 'FailedRuns', { of: 'the mail retry job' });

    this.function = new ApiFunction(this, 'Function', {
      entry: FUNCTION_ENTRIES.mailRetry,
      functionName: props.functionName,
      description: 'Sends enquiry mail, and re-sends what failed',
      environment: props.environment,
      logRemovalPolicy: props.logRemovalPolicy,
      // Two runs at once could send the same mail twice (decision 002); a burst of enquiries waits in
      // Lambda's asynchronous queue instead.
      reservedConcurrentExecutions: 1,
      // The next scheduled run is the retry: an immediate one would meet the same outage.
      retryAttempts: 0,
      maxEventAge: every,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    new Rule(this, 'Schedule', {
      schedule: Schedule.rate(every),
      targets: [
        new LambdaFunction(this.function, {
          // Covers EventBridge failing to invoke at all (throttled, misconfigured), not the run's own errors.
          retryAttempts: 2,
          maxEventAge: every,
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
