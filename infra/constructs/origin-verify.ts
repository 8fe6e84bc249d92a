import { Fn, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface OriginVerifyProps {
  stage: string;
  /** Which secret CloudFront sends (StageConfig.originSecretGeneration); the one before is still accepted. */
  generation: number;
}

/** The secret's name: the web stack refers to it by name, so no export ties the two stacks together. */
export const originSecretName = (stage: string, generation: number): string =>
  `pbhs-${stage}/origin-verify/${generation}`;

/**
 * The value CloudFront puts in the origin-verify header, as a dynamic reference that CloudFormation
 * resolves at deploy: the secret never appears in a template or the cloud assembly.
 */
export const originHeaderValue = (stage: string, generation: number): string =>
  SecretValue.secretsManager(originSecretName(stage, generation)).unsafeUnwrap();

/**
 * The secrets behind the origin-verify header (decision 007): generation N, which CloudFront sends, and
 * N-1, still accepted so that a rotation (N+1 in context) never refuses a request while the api stack
 * has switched and the web stack has not yet.
 */
export class OriginVerify extends Construct {
  /** ORIGIN_VERIFY_SECRETS for the API functions: the current value, then the previous one. */
  readonly acceptedValues: string;

  constructor(scope: Construct, id: string, props: OriginVerifyProps) {
    super(scope, id);
    const generations = [props.generation, props.generation - 1].filter((generation) => generation >= 1);
    const secrets = generations.map((generation) => {
      const secret = new Secret(this, `Generation${generation}`, {
        secretName: originSecretName(props.stage, generation),
        description: `Origin-verify header value CloudFront sends to the API (generation ${generation})`,
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
        removalPolicy: RemovalPolicy.DESTROY,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          "Rotated by raising originSecretGeneration (decision 007): the functions must accept the new value before CloudFront sends it, in that order, which Secrets Manager's rotation Lambda cannot do for a distribution in another stack.",
      });
      return secret;
    });
    this.acceptedValues = Fn.join(
      ',',
      secrets.map((secret) => secret.secretValue.unsafeUnwrap()),
    );
  }
}
