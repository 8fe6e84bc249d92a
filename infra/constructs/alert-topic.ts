import { Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

export interface AlertTopicProps {
  /** Who is told when an alarm fires or clears. SNS mails them a link to confirm first. */
  email: string;
}

/** Where every alarm of a stage goes: one topic, e-mailed to the stage's alert address. */
export class AlertTopic extends Topic {
  constructor(scope: Construct, id: string, props: AlertTopicProps) {
    super(scope, id, { enforceSSL: true });
    this.addSubscription(new EmailSubscription(props.email));
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notices carry alarm names, states and metric values, no personal or business data. CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key per stage would cost more than these notices warrant.',
    });
  }
}
