import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type CfnBucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { STATEMENTS } from '../../shared/payments';
import { PDF_UPLOAD_HEADERS } from '../../shared/schemas/invoice';
import type { StageConfig } from '../config';
import { LogBucket, PrivateBucket } from '../constructs/private-bucket';

export interface StorageStackProps extends StackProps {
  config: StageConfig;
}

/** Invoice PDFs: reached only through short presigned URLs that the API hands out after its checks. */
export class StorageStack extends Stack {
  readonly invoiceBucket: PrivateBucket;
  /** Read and write invoice PDFs: attached to the functions that presign or generate them. */
  readonly invoiceFilesPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = new LogBucket(this, 'AccessLogs', { retain: config.isProd });
    this.invoiceBucket = new PrivateBucket(this, 'InvoiceBucket', {
      retain: config.isProd,
      // A replaced or deleted PDF can be recovered for a while.
      versioned: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'invoices/',
      // The admin's browser PUTs the PDF and a client's browser GETs it, straight from S3.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedOrigins: config.siteOrigins,
          allowedHeaders: Object.keys(PDF_UPLOAD_HEADERS),
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
        // A statement is made for one request and downloaded within minutes.
        {
          prefix: STATEMENTS.prefix,
          expiration: Duration.days(STATEMENTS.keepDays),
          noncurrentVersionExpiration: Duration.days(STATEMENTS.keepDays),
        },
      ],
    });

    // Defined here, beside the bucket, so the one wildcard it needs is reviewed where the keys are known.
    this.invoiceFilesPolicy = new ManagedPolicy(this, 'InvoiceFilesAccess', {
      description: 'Presign uploads and downloads of invoice PDFs, and store generated ones',
      statements: [
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject'],
          resources: [this.invoiceBucket.arnForObjects('*')],
        }),
      ],
    });
    const bucketId = this.resolve((this.invoiceBucket.node.defaultChild as CfnBucket).logicalId);
    Validations.of(this.invoiceFilesPolicy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      reason:
        'Object keys are <client id>/<invoice number>.pdf for every client; the invoices API checks ownership before it presigns or reads a key.',
    });

    new CfnOutput(this, 'InvoiceBucketName', { value: this.invoiceBucket.bucketName });
  }
}
