import { business } from '../shared/business';
import { LOCAL_CREDENTIALS, REGION } from './emulators/provision';

// Lambda runs Node 22; this machine's Node 20 would otherwise make every AWS SDK client warn.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// There is no CloudWatch locally; business metrics would only clutter the console.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

export const PORT_ENV = {
  site: 'SITE_PORT',
  api: 'API_PORT',
  dynamo: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
} as const;

export type PortSettings = Record<keyof typeof PORT_ENV, number>;

export const DEFAULT_PORTS: PortSettings = {
  site: 8080,
  api: 3001,
  dynamo: 8000,
  cognito: 9229,
  s3: 4569,
  ses: 8005,
};

export const portsFromEnv = (env: NodeJS.ProcessEnv = process.env): PortSettings =>
  Object.fromEntries(
    Object.entries(PORT_ENV).map(([key, name]) => {
      const value = env[name];
      const port = value === undefined ? DEFAULT_PORTS[key as keyof PortSettings] : Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`${name} must be a port number, not "${value}"`);
      return [key, port];
    }),
  ) as PortSettings;

export const TABLE_NAME = 'pbhs-local';
export const INVOICE_BUCKET = 'pbhs-local-invoices';

/** The variables the functions read, as the api stack sets them in AWS, plus the SDK's local endpoints. */
export const functionEnv = (urls: {
  dynamo: string;
  s3: string;
  ses: string;
  site: string;
}): Record<string, string> => ({
  STAGE: 'local',
  TABLE_NAME,
  INVOICE_BUCKET,
  MAIL_FROM: 'no-reply@example.com',
  MAIL_TO: business.email,
  SITE_URL: urls.site,
  AWS_REGION: REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: urls.dynamo,
  AWS_ENDPOINT_URL_S3: urls.s3,
  AWS_ENDPOINT_URL_SESV2: urls.ses,
  POWERTOOLS_METRICS_DISABLED: 'true',
});

/** The browser uploads invoice PDFs straight to the bucket, so s3rver must answer CORS as S3 would. */
export const BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
