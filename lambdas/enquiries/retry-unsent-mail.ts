import { logger } from '../lib/logger';
import { retryDueMail } from './service';

/** Scheduled every few minutes (EventBridge in AWS, a timer locally): re-sends mail that failed. */
export const handler = async (): Promise<{ attempted: number; sent: number }> => {
  const outcome = await retryDueMail();
  if (outcome.attempted > 0) logger.info('retried enquiry mail', outcome);
  return outcome;
};
