import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from './tracer';

/**
 * SDK clients, created lazily once per container and reused across invocations, each traced (tracer.ts).
 * Endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables, which only the local stack sets.
 */
const once = <T>(create: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
};

/**
 * Fail fast instead of hanging when a dependency is down or half up (DynamoDB Local accepts connections
 * while its JVM starts, and answers nothing), so callers get a 503 with the error body well inside the
 * function's timeout rather than API Gateway's bare 503 after it: every attempt of a call ends within
 * connectionTimeout + requestTimeout. The SDK enforces requestTimeout only with throwOnRequestTimeout;
 * without it a late answer is merely logged as a warning and the call waits on.
 */
export const SDK_MAX_ATTEMPTS = 2;
export const requestHandler = {
  connectionTimeout: 1_000,
  requestTimeout: 3_000,
  throwOnRequestTimeout: true,
};

export const documentClient = once(() =>
  // The document client shares the middleware stack of the client it wraps: tracing that one traces both.
  DynamoDBDocumentClient.from(traced(new DynamoDBClient({ maxAttempts: SDK_MAX_ATTEMPTS, requestHandler })), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const sesClient = once(() =>
  traced(new SESv2Client({ maxAttempts: SDK_MAX_ATTEMPTS, requestHandler })),
);

/** End User Messaging SMS: the notice sender's texts. */
export const smsClient = once(() =>
  traced(new PinpointSMSVoiceV2Client({ maxAttempts: SDK_MAX_ATTEMPTS, requestHandler })),
);

/**
 * Checksums only when required (s3rver stores streamed uploads corrupted otherwise; S3 accepts it).
 * Path-style addressing only where a local endpoint is set: in AWS, presigned URLs must name the
 * bucket's own host, the one the site's Content-Security-Policy allows.
 */
export const s3Client = once(() =>
  // A presigned URL is traced too, as a call that sends nothing; the trace header X-Ray adds is one
  // SigV4 never signs, so the URL is the same.
  traced(
    new S3Client({
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      requestHandler,
    }),
  ),
);

/** Cognito's admin API: the pre-token-generation trigger reads a user's MFA settings with it. */
export const cognitoClient = once(() =>
  traced(new CognitoIdentityProviderClient({ maxAttempts: 2, requestHandler })),
);
