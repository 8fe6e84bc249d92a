import type { GeneralEnquiryFields } from '@shared/schemas/enquiry';
import { callApi } from '@/lib/api-client';
import { useSend } from '@/lib/use-send';

export const sendGeneralEnquiry = (fields: GeneralEnquiryFields, idempotencyKey: string) =>
  callApi('sendEnquiry', { body: { type: 'general', ...fields } }, { idempotencyKey });

/**
 * Sends the General Enquiry form. Each submission gets its own idempotency key, so a request the
 * network retries is stored and mailed once. It changes no query this site reads, so none is invalidated.
 */
export const useSendEnquiry = () =>
  useSend((fields: GeneralEnquiryFields) => sendGeneralEnquiry(fields, crypto.randomUUID()));
