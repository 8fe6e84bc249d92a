import type { LambdaEnv } from '../shared/lambda-env';
import type { StageConfig } from './config';
import type { DataStack } from './stacks/data-stack';
import type { StorageStack } from './stacks/storage-stack';

/**
 * What every function of a stage is told, typed by the schema the functions parse at cold start: a
 * variable added there does not compile here until it is given a value.
 */
export const lambdaEnvironment = (
  config: StageConfig,
  data: DataStack,
  storage: StorageStack,
): LambdaEnv => ({
  STAGE: config.stage,
  TABLE_NAME: data.tableInUse.tableName,
  INVOICE_BUCKET: storage.invoiceBucket.bucketName,
  MAIL_FROM: config.mailFrom,
  MAIL_TO: config.mailTo,
  SITE_URL: config.siteUrl,
});
