import { useMutation } from '@tanstack/react-query';
import type { GeneralEnquiryFields } from '../../../../../shared/schemas/enquiry';
import { callApi } from '../../../lib/api-client';

export const sendGeneralEnquiry = (fields: GeneralEnquiryFields, idempotencyKey: string) =>
  callApi('sendEnquiry', { body: { type: 'general', ...fields } }, { idempotencyKey });

/**
 * Sends the General Enquiry form. Each submission gets its own idempotency key, so a request the
 * network retries is stored and mailed once. It changes no query this site reads, so none is invalidated.
 */
export const useSendEnquiry = () =>
  useMutation({
    mutationFn: (fields: GeneralEnquiryFields) => sendGeneralEnquiry(fields, crypto.randomUUID()),
  });
