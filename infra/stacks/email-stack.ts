import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  CnameRecord,
  type IPublicHostedZone,
  MxRecord,
  PublicHostedZone,
  TxtRecord,
} from 'aws-cdk-lib/aws-route53';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
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

/** The subdomain bounces return to (SES's custom MAIL FROM), so SPF passes for the company's own domain. */
const MAIL_FROM_SUBDOMAIN = 'bounce';

/**
 * What receivers do with mail that claims the domain and fails both DKIM and SPF alignment: quarantine,
 * not reject, so a mistake in the records sends mail to spam rather than losing it.
 */
export const dmarcRecord = (reportsTo: string) => `v=DMARC1; p=quarantine; rua=mailto:${reportsTo}`;

/**
 * The SES sender: a domain identity for `mailFrom`'s domain, DKIM-signed (Easy DKIM, 2048-bit keys),
 * with its own MAIL FROM subdomain and a DMARC policy, so receivers can tell the company's mail from
 * forgeries. With the domain's Route 53 zone named in the context, CDK writes every record and SES
 * verifies the domain by itself; otherwise the stack outputs them to add at the DNS host
 * (docs/deploy.md), and nothing is sent until they are there. The configuration set is the identity's
 * default, so every message gets bounce and complaint suppression and reputation metrics without the
 * code naming it.
 */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** The domain's zone, when the context names it. */
  readonly hostedZone?: IPublicHostedZone;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const { config } = props;
    const domain = config.mailDomain;
    const mailFromDomain = `${MAIL_FROM_SUBDOMAIN}.${domain}`;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.hostedZone = config.hostedZoneId
      ? PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: config.hostedZoneId,
          zoneName: config.mailZoneDomain,
        })
      : undefined;
    // Prod's identity is the zone's own domain, whose records CDK writes itself; another stage's is a
    // subdomain of it (config.ts), whose records are written below.
    const zoneIsIdentity = this.hostedZone && domain === config.mailZoneDomain;
    this.identity = new EmailIdentity(this, 'Sender', {
      identity:
        zoneIsIdentity && this.hostedZone
          ? Identity.publicHostedZone(this.hostedZone)
          : Identity.domain(domain),
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      dkimSigning: true,
      mailFromDomain,
      // Until the MX record is there, SES bounces to its own domain rather than refusing to send.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      configurationSet: this.configurationSet,
    });

    if (this.hostedZone && !zoneIsIdentity) this.subdomainRecords(this.hostedZone, mailFromDomain);
    if (this.hostedZone) {
      new TxtRecord(this, 'Dmarc', {
        zone: this.hostedZone,
        recordName: `_dmarc.${domain}`,
        values: [dmarcRecord(config.dmarcReportsTo)],
      });
    } else {
      this.dnsRecordOutputs(domain, mailFromDomain, config.dmarcReportsTo);
    }

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

  /**
   * What Identity.publicHostedZone writes for the zone's own domain, for a stage's subdomain of it: the
   * three DKIM CNAMEs, and the MAIL FROM subdomain's MX and SPF records.
   */
  private subdomainRecords(zone: IPublicHostedZone, mailFromDomain: string) {
    this.identity.dkimRecords.forEach((record, index) => {
      new CnameRecord(this, `DkimCname${index + 1}`, {
        zone,
        recordName: record.name,
        domainName: record.value,
      });
    });
    new MxRecord(this, 'MailFromMx', {
      zone,
      recordName: mailFromDomain,
      values: [{ priority: 10, hostName: `feedback-smtp.${this.region}.amazonses.com` }],
    });
    new TxtRecord(this, 'MailFromSpf', {
      zone,
      recordName: mailFromDomain,
      values: ['v=spf1 include:amazonses.com ~all'],
    });
  }

  /** The records to add by hand when CDK has no zone to write them to, as name and value outputs. */
  private dnsRecordOutputs(domain: string, mailFromDomain: string, dmarcReportsTo: string) {
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimCname${index + 1}Name`, { value: record.name });
      new CfnOutput(this, `DkimCname${index + 1}Value`, { value: record.value });
    });
    new CfnOutput(this, 'MailFromMxName', { value: mailFromDomain });
    new CfnOutput(this, 'MailFromMxValue', { value: `10 feedback-smtp.${this.region}.amazonses.com` });
    new CfnOutput(this, 'MailFromSpfName', { value: mailFromDomain });
    new CfnOutput(this, 'MailFromSpfValue', { value: 'v=spf1 include:amazonses.com ~all' });
    new CfnOutput(this, 'DmarcTxtName', { value: `_dmarc.${domain}` });
    new CfnOutput(this, 'DmarcTxtValue', { value: dmarcRecord(dmarcReportsTo) });
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
