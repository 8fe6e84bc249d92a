import type { GeneralEnquiryFields } from '@shared/schemas/enquiry';
import { once } from '@/lib/once';

/** The API client (and the route table's schemas, so zod) loads when someone starts on the form. */
export const loadApiClient = once(() => import('@/lib/api-client'));

/**
 * Sends the General Enquiry form. The idempotency key makes a request the network retries, or the
 * same values sent again after a failure, stored and mailed once. It changes no query this site
 * reads, so none is invalidated.
 */
export const sendGeneralEnquiry = async (fields: GeneralEnquiryFields, idempotencyKey: string) => {
  const { callApi } = await loadApiClient();
  return callApi('sendEnquiry', { body: { type: 'general', ...fields } }, { idempotencyKey });
};
