import { Logger } from '@aws-lambda-powertools/logger';
import { METRICS_SERVICE } from '../../shared/metrics';

/** Structured JSON logs; only ids and codes are logged, never what a visitor typed. */
export const logger = new Logger({
  serviceName: METRICS_SERVICE,
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
