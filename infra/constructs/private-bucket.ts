import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps
  extends Omit<
    BucketProps,
    | 'blockPublicAccess'
    | 'encryption'
    | 'enforceSSL'
    | 'publicReadAccess'
    | 'removalPolicy'
    | 'autoDeleteObjects'
  > {
  /**
   * Keep the bucket and its objects when the stack is deleted or the bucket replaced. Without it the
   * bucket is emptied and deleted with its stack, so short-lived stages clean up after themselves.
   */
  retain: boolean;
}

/** A bucket nobody reaches without IAM: no public access, TLS 1.2+ only, encrypted at rest. */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    const { retain, ...rest } = props;
    super(scope, id, {
      ...rest,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !retain,
    });
  }
}

/**
 * Where a stack's buckets and CloudFront write access logs. ACLs stay enabled (bucket owner preferred)
 * because CloudFront's standard logging still delivers through an ACL grant.
 */
export class LogBucket extends PrivateBucket {
  constructor(scope: Construct, id: string, props: { retain: boolean }) {
    super(scope, id, {
      retain: props.retain,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Long enough to look into an incident; short enough not to keep visitors' IP addresses for ever.
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would log the log writes, without end.',
    });
  }
}
