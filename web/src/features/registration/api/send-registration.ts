import type { RegistrationPayload } from '@/features/registration/registration-fields';

/** What sends an enquiry (lib/send-enquiry.ts) loads when someone starts on the form, not with the page. */
const enquiries = () => import('@/lib/send-enquiry');

export const prepareRegistration = () =>
  void enquiries().then(({ loadEnquiryClient }) => loadEnquiryClient());

/** Sends a registration: to the API it is an enquiry of its own type (lib/send-enquiry.ts). */
export const sendRegistration = async (payload: RegistrationPayload, idempotencyKey: string) =>
  (await enquiries()).sendEnquiryBody(payload, idempotencyKey);
