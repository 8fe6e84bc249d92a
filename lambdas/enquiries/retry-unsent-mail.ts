import { logger } from '../lib/logger';
import { type MailRequest, mailEnquiry, retryDueMail } from './service';

/**
 * The mail sender (decision 002). Invoked asynchronously by the enquiries function with one new
 * enquiry, and every few minutes by a schedule (EventBridge in AWS, a timer locally) for whatever mail
 * failed and is due again. One function, with reserved concurrency 1, so no two sends of one enquiry
 * ever run at once.
 */
export const handler = async (event: Partial<MailRequest> | undefined) => {
  if (typeof event?.enquiryId === 'string') {
    const record = await mailEnquiry({ enquiryId: event.enquiryId });
    return { enquiryId: event.enquiryId, mailStatus: record?.mailStatus ?? 'missing' };
  }
  const outcome = await retryDueMail();
  if (outcome.attempted > 0) logger.info('retried enquiry mail', outcome);
  return outcome;
};
