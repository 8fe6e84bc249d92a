import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH, TOKEN_VALIDITY } from '../../shared/auth';
import { business } from '../../shared/business';
import { FUNCTION_ENTRIES, FUNCTION_SETTINGS } from '../../shared/function-settings';
import { ADMIN_GROUP, STAFF_GROUP } from '../../shared/http';
import type { StageConfig } from '../config';
import { ApiFunction } from '../constructs/api-function';
import { UserPoolFirewall } from '../constructs/user-pool-firewall';
import { lambdaEnvironment } from '../lambda-environment';
import { AUTH_OUTPUTS } from '../names';
import type { DataStack } from './data-stack';
import type { StorageStack } from './storage-stack';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  /** The post-confirmation trigger writes the new client's profile to the table. */
  data: DataStack;
  storage: StorageStack;
}

/**
 * Who may sign in: one user pool (e-mail is the user name) behind its own web ACL, its web client, the
 * admins group, and the trigger that creates a client's profile once they confirm their e-mail.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly postConfirmation: ApiFunction;
  /** Draws the codes Cognito mails (verify, reset, invitation) in the company's mail layout. */
  readonly customMessage: ApiFunction;
  readonly preTokenGeneration: ApiFunction;
  /** Per-IP limits on the pool's public API, which the browser calls directly. */
  readonly firewall: UserPoolFirewall;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Sign-up goes through the API (decision 015): Cognito's public SignUp is refused.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      // NIST SP 800-63B: length, not composition rules; the sign-up form says so.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Authenticator apps (TOTP) only, optional for the pool: clients are never asked; admins must have
      // one, which the API enforces from the pre-token-generation claim below. No device remembering, so
      // every sign-in of a user with an app answers its code.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      email: config.cognitoMailViaSes
        ? UserPoolEmail.withSES({
            fromEmail: config.mailFrom,
            // The identity SES verified is the domain (email stack), not the address.
            sesVerifiedDomain: config.mailDomain,
            fromName: business.name,
            replyTo: config.mailTo,
          })
        : UserPoolEmail.withCognito(),
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // In this stack, not the api stack: the api stack depends on the pool, so a trigger there would
    // make the two depend on each other.
    this.postConfirmation = new ApiFunction(this, 'PostConfirmation', {
      entry: FUNCTION_ENTRIES.postConfirmation,
      description:
        "Creates a client's profile when they confirm their e-mail; signs out everywhere after a password reset",
      environment: lambdaEnvironment(config, props.data, props.storage),
      timeout: Duration.seconds(FUNCTION_SETTINGS.triggerTimeoutSeconds),
      logRemovalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // It only writes the new profile and its welcome notice, once (two conditional puts, one transaction),
    // both in the new user's partition.
    props.data.grantItems(this.postConfirmation, { actions: ['PutItem'], partitions: { table: ['user'] } });
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, this.postConfirmation);

    // Renders only: no table, no bucket, no mail of its own (Cognito sends what it returns).
    this.customMessage = new ApiFunction(this, 'CustomMessage', {
      entry: FUNCTION_ENTRIES.customMessage,
      description: 'Writes the verification and password-reset mails Cognito sends',
      environment: lambdaEnvironment(config, props.data, props.storage),
      timeout: Duration.seconds(FUNCTION_SETTINGS.triggerTimeoutSeconds),
      logRemovalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.customMessage);

    // Adds the MFA claim the API reads on admin routes (shared/auth.ts). Version 2 events, so the claim
    // goes into the access token too (the Essentials feature plan allows it).
    this.preTokenGeneration = new ApiFunction(this, 'PreTokenGeneration', {
      entry: FUNCTION_ENTRIES.preTokenGeneration,
      description: 'Adds to every token whether the user signed in with an authenticator app',
      environment: lambdaEnvironment(config, props.data, props.storage),
      timeout: Duration.seconds(FUNCTION_SETTINGS.triggerTimeoutSeconds),
      logRemovalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPool.addTrigger(
      UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      this.preTokenGeneration,
      LambdaVersion.V2_0,
    );
    // It reads the signing-in user's MFA settings, nothing else. A policy of its own rather than the
    // role's default one: the function waits for its default policy, and the pool waits for the function.
    new Policy(this, 'PreTokenGenerationReadsUsers', {
      roles: this.preTokenGeneration.role ? [this.preTokenGeneration.role] : [],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminGetUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    // After a password reset it signs the user out everywhere (lambdas/users/post-confirmation.ts); a
    // policy of its own for the same reason as the one above.
    new Policy(this, 'PostConfirmationSignsOut', {
      roles: this.postConfirmation.role ? [this.postConfirmation.role] : [],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminUserGlobalSignOut'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    this.firewall = new UserPoolFirewall(this, 'Firewall', {
      userPool: this.userPool,
      stage: config.stage,
      retainLogs: config.isProd,
    });

    new CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description:
        'Staff who manage bookings, invoices and enquiries; checked by the API on every admin route.',
    });

    new CfnUserPoolGroup(this, 'StaffGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: STAFF_GROUP,
      description:
        "The team who do the visits (cleaners, housekeepers, carers): the API refuses them the clients' and the office's routes.",
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP only: the password never leaves the browser. USER_PASSWORD_AUTH is for the local stage alone
      // (cognito-local has no SRP; local/emulators/provision.ts), never a deployed client.
      authFlows: { userSrp: true, userPassword: false },
      generateSecret: false,
      // No hosted UI: the site signs in through the API flows above, so no OAuth flows or callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessMinutes),
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshDays),
    });

    new CfnOutput(this, AUTH_OUTPUTS.userPoolId, { value: this.userPool.userPoolId });
    new CfnOutput(this, AUTH_OUTPUTS.userPoolClientId, { value: this.userPoolClient.userPoolClientId });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Deliberate: minimum length 8 with no composition rules, as NIST SP 800-63B advises; composition rules push people to weaker, predictable passwords.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional at the pool level so clients sign in with e-mail and password as the specification describes; admins must use an authenticator app (TOTP), which the API enforces on every admin route from the pre-token-generation claim (lambdas/users/pre-token-generation.ts, lambdas/lib/caller.ts).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials tier: a small local business with few users; Plus-tier threat protection is billed per active user and Cognito already locks out repeated failed sign-ins.',
      },
    );
  }
}
