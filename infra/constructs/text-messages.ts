import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AnyPrincipal,
  Effect,
  type IGrantable,
  PolicyStatement,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  CfnConfigurationSet,
  CfnOptOutList,
  CfnPool,
  CfnProtectConfiguration,
  CfnSenderId,
} from 'aws-cdk-lib/aws-smsvoice';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { business } from '../../shared/business';
import type { SmsEnv } from '../../shared/lambda-env';
import { SMS_SENDER_ID } from '../../shared/sms';
import { SMS_COUNTRIES, type SmsCountry } from './sms-countries';

export interface TextMessagesProps {
  stage: string;
  /**
   * The alphanumeric sender ID texts show (UK: 3 to 11 characters, no pre-registration).
   * @default SMS_SENDER_ID
   */
  senderId?: string;
  /** Deletion protection on the sender ID, the pool and the protect configuration. @default false */
  retain?: boolean;
}

/** The service that sends texts and publishes replies. */
const SMS_SERVICE = 'sms-voice.amazonaws.com';

/** The one country texts may go to: the sender ID's, and the only one the protect configuration allows. */
const UK: SmsCountry = 'GB';

/**
 * The stage's text messages through AWS End User Messaging SMS (decision 029):
 * - a UK alphanumeric sender ID (country GB) in a pool of the stage's own, whose opt-out list is the
 *   stage's: End User Messaging refuses a send to a number on it (the sender records `opted_out`);
 * - a configuration set per stage, named on every send, with a protect configuration of the stage's own
 *   that allows GB only: every other country End User Messaging lists (sms-countries.ts) is BLOCK, so a
 *   non-UK number that got past the portal's checks is refused by the service itself (the sender
 *   records `ConflictException`, reason DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION). Held
 *   by the configuration set, not as the account default, so stages sharing an account do not clash;
 * - the topic two-way replies are published to, encrypted with a key of its own (replies carry phone
 *   numbers), subscribed by the notice sender, which turns a STOP into texts off. Sender IDs cannot
 *   receive replies: the topic is ready for a two-way UK number added to the pool (docs/runbook.md).
 */
export class TextMessages extends Construct {
  readonly senderId: CfnSenderId;
  readonly optOutList: CfnOptOutList;
  readonly pool: CfnPool;
  readonly configurationSet: CfnConfigurationSet;
  /** Allows texts to GB only; the configuration set holds it, so every send names it. */
  readonly protectConfiguration: CfnProtectConfiguration;
  readonly replies: Topic;
  /** What the notice sender is told: the pool to send from and the configuration set. */
  readonly environment: SmsEnv;

  constructor(scope: Construct, id: string, props: TextMessagesProps) {
    super(scope, id);
    const name = (what: string) => `pbhs-${props.stage}-${what}`;
    const protect = props.retain ?? false;

    this.senderId = new CfnSenderId(this, 'SenderId', {
      senderId: props.senderId ?? SMS_SENDER_ID,
      isoCountryCode: UK,
      deletionProtectionEnabled: protect,
    });
    this.optOutList = new CfnOptOutList(this, 'OptOutList', { optOutListName: name('text-opt-outs') });
    this.pool = new CfnPool(this, 'Pool', {
      originationIdentities: [this.senderId.attrArn],
      optOutListName: name('text-opt-outs'),
      // End User Messaging answers HELP and STOP itself and keeps the opt-out list (on a two-way number).
      selfManagedOptOutsEnabled: false,
      sharedRoutesEnabled: false,
      deletionProtectionEnabled: protect,
      mandatoryKeywords: {
        help: {
          message: `${business.name}: texts about your visits. Call ${business.phone}. Reply STOP to stop.`,
        },
        stop: { message: `${business.name}: you will get no more texts from us.` },
      },
    });
    this.pool.node.addDependency(this.optOutList);
    // A country the rule set leaves out is allowed, so every other one is named BLOCK. SMS only: the
    // notice sender may send nothing else (grantSend).
    this.protectConfiguration = new CfnProtectConfiguration(this, 'ProtectConfiguration', {
      countryRuleSet: {
        sms: SMS_COUNTRIES.map((countryCode) => ({
          countryCode,
          protectStatus: countryCode === UK ? 'ALLOW' : 'BLOCK',
        })),
      },
      deletionProtectionEnabled: protect,
      // End User Messaging shows a protect configuration's Name tag as its name.
      tags: [{ key: 'Name', value: name('texts-gb-only') }],
    });
    this.configurationSet = new CfnConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: name('texts'),
      defaultSenderId: props.senderId ?? SMS_SENDER_ID,
      protectConfigurationId: this.protectConfiguration.attrProtectConfigurationId,
    });

    // Prod keeps what it cannot make again when its stack is deleted: the sender ID (registered to the
    // company), the pool, the GB-only rule and the opt-out list, which holds every STOP (docs/deploy.md,
    // Teardown, says how to re-adopt or delete them). Deletion protection alone made `cdk destroy` fail
    // part-way; retained, CloudFormation leaves them and goes on. Another stage keeps nothing.
    if (protect)
      for (const kept of [this.senderId, this.optOutList, this.pool, this.protectConfiguration])
        kept.applyRemovalPolicy(RemovalPolicy.RETAIN);

    const key = new Key(this, 'RepliesKey', {
      description: `Encrypts replies to the ${props.stage} stage's texts (they carry phone numbers)`,
      enableKeyRotation: true,
      // A key is billed until deleted; a torn-down stage's is scheduled for deletion after the shortest wait.
      removalPolicy: protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // End User Messaging publishes to the encrypted topic only if it may use the key.
    key.grant(new ServicePrincipal(SMS_SERVICE), 'kms:GenerateDataKey*', 'kms:Decrypt');
    // Grants of the key only for AWS services' own use (Control Tower CT.KMS.PR.3).
    key.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['kms:CreateGrant'],
        resources: ['*'],
        conditions: {
          BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' },
        },
      }),
    );
    this.replies = new Topic(this, 'Replies', { masterKey: key, enforceSSL: true });
    this.replies.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal(SMS_SERVICE)],
        actions: ['sns:Publish'],
        resources: [this.replies.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );

    this.environment = {
      SMS_ORIGINATION_IDENTITY: this.pool.attrArn,
      SMS_CONFIGURATION_SET: name('texts'),
    };
  }

  /** Lets `grantee` send texts through this stage's pool, sender ID, configuration set and list only. */
  grantSend(grantee: IGrantable) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sms-voice:SendTextMessage'],
        resources: [
          this.pool.attrArn,
          this.senderId.attrArn,
          this.configurationSet.attrArn,
          this.optOutList.attrArn,
        ],
      }),
    );
  }

  /** Hands replies to `fn` (the notice sender, which turns a STOP into texts off). */
  receiveReplies(fn: IFunction) {
    this.replies.addSubscription(new LambdaSubscription(fn));
  }
}
