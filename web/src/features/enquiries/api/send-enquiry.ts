import type { GeneralEnquiryFields } from '@shared/schemas/enquiry';

/** What sends an enquiry (lib/send-enquiry.ts) loads when someone starts on the form, not with the page. */
const enquiries = () => import('@/lib/send-enquiry');

export const prepareEnquiry = () => void enquiries().then(({ loadEnquiryClient }) => loadEnquiryClient());

/** Sends the General Enquiry form, once however often it is retried (lib/send-enquiry.ts). */
export const sendGeneralEnquiry = async (fields: GeneralEnquiryFields, idempotencyKey: string) =>
  (await enquiries()).sendEnquiryBody({ type: 'general', ...fields }, idempotencyKey);
