import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../shared/http';
import type { StageConfig } from '../config';
import { AUTH_OUTPUTS } from '../names';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
}

/** Who may sign in: one user pool (e-mail is the user name), its web client and the admins group. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      // NIST SP 800-63B: length, not composition rules (DESIGN.md §7); the sign-up form says so.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // Post-confirmation trigger (lambdas/users/post-confirmation.ts, a later issue) belongs here:
      //   lambdaTriggers: { postConfirmation: new ApiFunction(this, 'PostConfirmation', { ... }) }
      // It must live in this stack (the api stack already depends on the pool); give the construct the
      // data stack's table through these props, since the data stack does not depend on this one.
    });

    new CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description:
        'Staff who manage bookings, invoices and enquiries; checked by the API on every admin route.',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP in AWS; USER_PASSWORD_AUTH for cognito-local, which has no SRP, so both builds share a client shape.
      authFlows: { userSrp: true, userPassword: true },
      generateSecret: false,
      // No hosted UI: the site signs in through the API flows above, so no OAuth flows or callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    new CfnOutput(this, AUTH_OUTPUTS.userPoolId, { value: this.userPool.userPoolId });
    new CfnOutput(this, AUTH_OUTPUTS.userPoolClientId, { value: this.userPoolClient.userPoolClientId });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Deliberate: minimum length 8 with no composition rules, as NIST SP 800-63B advises (DESIGN.md §7); composition rules push people to weaker, predictable passwords.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Clients sign in with e-mail and password as the specification describes; the portal has no MFA enrolment screens yet. Revisit for the admins group.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials tier: a small local business with few users; Plus-tier threat protection is billed per active user and Cognito already locks out repeated failed sign-ins.',
      },
    );
  }
}
