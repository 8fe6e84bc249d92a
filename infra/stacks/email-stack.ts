import { Stack, type StackProps } from 'aws-cdk-lib';
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';

export interface EmailStackProps extends StackProps {
  config: StageConfig;
}

/** The mail events this stage counts in CloudWatch (AWS/SES), by configuration set. */
export type MailEvent = 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Reject';

/** SES tags every message with its configuration set; the event destination turns the tag into a dimension. */
const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/**
 * The SES sender. Creating the identity makes SES e-mail a verification link to `mailFrom`; nothing is
 * sent until someone clicks it (docs/deploy.md). The configuration set is the identity's default, so
 * every message gets bounce and complaint suppression and reputation metrics without the code naming it.
 */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: Identity.email(config.mailFrom),
      configurationSet: this.configurationSet,
    });
    // SES's own counts (and its reputation rates) are per account, shared by every stage in it; these
    // are this stage's alone.
    this.configurationSet.addEventDestination('Metrics', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: CONFIGURATION_SET_DIMENSION,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: this.configurationSet.configurationSetName,
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
  }

  /** How many messages of this stage met an event, per period. @default Sum over 5 minutes */
  metricMailEvent(event: MailEvent, options: MetricOptions = {}): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: event,
      dimensionsMap: { [CONFIGURATION_SET_DIMENSION]: this.configurationSet.configurationSetName },
      statistic: 'Sum',
      ...options,
    });
  }

  /**
   * Lets a function send as the sender: SES checks both the identity and the configuration set. Only
   * ses:SendEmail, which SESv2's SendEmail with simple content needs; no raw mail.
   */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          this.identity.emailIdentityArn,
          this.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
  }
}
