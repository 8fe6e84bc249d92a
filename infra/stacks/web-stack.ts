import { Annotations, CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/config';
import { API_PREFIX, ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { REGION } from '../../shared/region';
import type { StageConfig } from '../config';
import { originHeaderValue } from '../constructs/origin-verify';
import { LogBucket, PrivateBucket } from '../constructs/private-bucket';
import { SecurityHeadersPolicy } from '../constructs/security-headers-policy';
import { SiteDeployment } from '../constructs/site-deployment';
import { NotFoundStatusFunction, UrlRewriteFunction } from '../constructs/url-rewrite-function';
import { WEB_OUTPUTS } from '../names';
import { repoPath } from '../paths';
import { sitePages } from '../site-pages';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  invoiceBucket: IBucket;
  /** Domain of the HTTP API, served same-origin under `/api`. */
  apiDomainName: string;
  /** The realtime channel's WebSocket URL (decision 028): the browser connects there directly. */
  realtimeUrl: string;
  /** `wss://<id>.execute-api.<region>.amazonaws.com`, the channel's origin, for connect-src. */
  realtimeOrigin: string;
  /** The production web build. @default `<repo>/dist/web` */
  siteDir?: string;
  /** The WAF web ACL in front of the distribution (the edge stack's, in us-east-1). */
  webAclArn: string;
}

/** Where the browser signs in (Amplify calls Cognito's regional endpoint directly). */
export const COGNITO_ORIGIN = `https://cognito-idp.${REGION}.amazonaws.com`;

/** The site: a private bucket behind CloudFront, with the API under `/api` on the same origin. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** What `/config.json` says (ids are tokens until deploy). */
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const siteDir = props.siteDir ?? repoPath('dist/web');
    const pages = sitePages(siteDir);
    if (pages.missingFromBuild.length > 0)
      Annotations.of(this).addWarning(
        `The web build at ${siteDir} has no page for ${pages.missingFromBuild.join(', ')}: run \`npm run build\` again.`,
      );

    const logs = new LogBucket(this, 'AccessLogs', { retain: config.isProd });
    // Only ever holds the build, which every deploy uploads again: nothing to retain.
    const siteBucket = new PrivateBucket(this, 'SiteBucket', {
      retain: false,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });

    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      // Presigned invoice uploads and downloads go from the browser straight to the bucket.
      // The realtime channel is the WebSocket API's own address (CloudFront does not front it).
      connectSrc: [
        COGNITO_ORIGIN,
        `https://${props.invoiceBucket.bucketRegionalDomainName}`,
        props.realtimeOrigin,
      ],
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Replaces any such header a viewer sends; the functions refuse requests without it (decision 007).
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: originHeaderValue(config.stage, config.originSecretGeneration),
      },
    });
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Potters Bar Home Services (${config.stage})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        // LIST lets S3 answer a missing file with 404 instead of 403. Listing itself is out of reach:
        // the URL rewrite never leaves the bucket root as the path, and no query string is forwarded.
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        // The 404 page is chosen here, on the site's behaviour, not by distribution-wide error
        // responses: those would also replace the API's own JSON 403s and 404s with the HTML page.
        functionAssociations: [
          {
            function: new UrlRewriteFunction(this, 'UrlRewrite', { pages: pages.index }),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
          {
            function: new NotFoundStatusFunction(this, 'NotFoundStatus', { pages: pages.index }),
            eventType: FunctionEventType.VIEWER_RESPONSE,
          },
        ],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the API needs (Authorization, Idempotency-Key, query) but Host, which must name the API.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Only takes effect with a custom certificate; the default *.cloudfront.net one is fixed (CFR4 below).
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      // Visitors are in the UK: edge locations in Europe and North America are plenty.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      webAclId: props.webAclArn,
    });

    this.runtimeConfig = {
      stage: config.stage,
      region: REGION,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      realtimeUrl: props.realtimeUrl,
    };
    new SiteDeployment(this, 'Site', {
      bucket: siteBucket,
      distribution: this.distribution,
      siteDir,
      runtimeConfig: this.runtimeConfig,
      retainLogs: config.isProd,
    });

    new CfnOutput(this, WEB_OUTPUTS.siteUrl, {
      value: `https://${this.distribution.distributionDomainName}`,
    });
    this.acknowledge(config);
  }

  private acknowledge(config: StageConfig) {
    const findings = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: UK clients travelling or living abroad still manage bookings and invoices.',
      },
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'The site bucket holds only the public build. defaultRootObject is set, the viewer-request function rewrites every path to an object key (never the bucket root), and the cache policy forwards no query string, so no listing request reaches S3; LIST only turns a missing file into 404 instead of 403.',
      },
    ];
    if (!config.domainName)
      findings.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured for this stage, so CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be raised. Set domainName and certificateArn to use TLSv1.2_2021.',
      });
    Validations.of(this.distribution).acknowledge(...findings);
  }
}
