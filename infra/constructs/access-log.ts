import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * One JSON line per API request: enough to trace a request id from the browser to the function's logs,
 * and to see throttling and authorizer rejections that never reach a function. No bodies, no headers.
 */
export const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    responseLength: '$context.responseLength',
    authorizerError: '$context.authorizer.error',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The API stage's access log group. @default retention one month */
export class AccessLogGroup extends LogGroup {
  constructor(scope: Construct, id: string, props: { retain: boolean; retention?: RetentionDays }) {
    super(scope, id, {
      retention: props.retention ?? RetentionDays.ONE_MONTH,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
