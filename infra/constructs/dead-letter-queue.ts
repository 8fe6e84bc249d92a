import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface DeadLetterQueueProps {
  /** Whose failures it keeps, for the cdk-nag acknowledgement (e.g. "the notice sender"). */
  of: string;
}

/**
 * Where a background job's failed runs or batches are kept for 14 days, SQS-encrypted, TLS only; the
 * operations alarms watch its depth. A dead-letter queue needs none behind it, which cdk-nag is told.
 */
export class DeadLetterQueue extends Queue {
  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself the dead-letter queue of ${props.of}; it needs no queue behind it.`,
    });
  }
}
