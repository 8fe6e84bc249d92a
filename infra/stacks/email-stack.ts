import { Stack, type StackProps } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';

export interface EmailStackProps extends StackProps {
  config: StageConfig;
}

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
  }

  /** Lets a function send as the sender: SES checks both the identity and the configuration set. */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
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
