import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { PaymentsEnv } from '../../shared/lambda-env';
import { PAYMENTS } from '../../shared/payments';

export interface PaymentProvidersProps {
  stage: string;
  /** A production stage takes real money through GoCardless's live API; every other stage its sandbox. */
  live: boolean;
  retain: boolean;
}

/** The secret's name, which docs/deploy.md tells an operator to fill in. */
export const paymentSecretsName = (stage: string) => `pbhs-${stage}/payment-providers`;

/**
 * Stripe's and GoCardless's keys (decision 031), in one Secrets Manager secret the payments
 * function reads at its first request, and the schedule that collects what is due, retries and reminds.
 * The secret is created empty of real values (a placeholder JSON); an operator puts the providers' keys
 * in it before the stage takes payments (docs/deploy.md), so no key is ever in a template or the repo.
 */
export class PaymentProviders extends Construct {
  readonly secret: Secret;
  readonly environment: Pick<PaymentsEnv, 'PAYMENT_SECRETS_ARN' | 'GOCARDLESS_ENVIRONMENT'>;

  constructor(scope: Construct, id: string, props: PaymentProvidersProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Keys', {
      secretName: paymentSecretsName(props.stage),
      description: 'Stripe and GoCardless API keys and webhook secrets (docs/deploy.md)',
      generateSecretString: {
        // A placeholder the function refuses (each key must be set); the operator replaces the whole JSON.
        secretStringTemplate: JSON.stringify({ STRIPE_SECRET_KEY: '', GOCARDLESS_ACCESS_TOKEN: '' }),
        generateStringKey: 'PLACEHOLDER',
      },
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The keys are issued by Stripe and GoCardless and rolled in their dashboards (docs/deploy.md: rolling a key); Secrets Manager's rotation cannot ask either provider for a new one.",
    });
    this.environment = {
      PAYMENT_SECRETS_ARN: this.secret.secretArn,
      GOCARDLESS_ENVIRONMENT: props.live ? 'live' : 'sandbox',
    };
  }

  /** The function that reads the keys, and runs on the schedule. */
  attach(fn: IFunction) {
    this.secret.grantRead(fn);
    const every = Duration.minutes(PAYMENTS.scheduleEveryMinutes);
    new Rule(this, 'Schedule', {
      description: 'Collections due, retries after a failure, reminders of unpaid invoices',
      schedule: Schedule.rate(every),
      targets: [new LambdaFunction(fn, { retryAttempts: 0, maxEventAge: every })],
    });
  }
}
