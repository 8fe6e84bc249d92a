import type { Enquiry } from '@shared/schemas/enquiry';
import { once } from './once';

/**
 * The API client and the enquiry routes (their schemas, so zod) load when someone starts on a form
 * that sends an enquiry (the contact page's and both registrations); only the enquiries' domain file,
 * so the page never downloads another domain's schemas.
 */
export const loadEnquiryClient = once(async () => {
  const [{ callApi }, { enquiryRoutes }, { hasApiSession }] = await Promise.all([
    import('./api-client'),
    import('@shared/routes/enquiries'),
    // With the client, not the page: the form page's first load carries none of the session's code.
    import('./auth/signed-in'),
  ]);
  return { callApi, hasApiSession, enquiryRoutes };
});

/**
 * Sends one enquiry of any type through the spec's one enquiry function: `sendEnquiry`, or
 * `sendMyEnquiry` when signed in, so the enquiry is theirs (security review L1). The idempotency key
 * makes a request the network retries, or the same values sent again after a failure, stored and
 * mailed once. It changes no query the public site reads, so none is invalidated.
 */
export const sendEnquiryBody = async (body: Enquiry, idempotencyKey: string) => {
  const { callApi, hasApiSession, enquiryRoutes } = await loadEnquiryClient();
  const route = (await hasApiSession()) ? enquiryRoutes.sendMyEnquiry : enquiryRoutes.sendEnquiry;
  return callApi(route, { body }, { idempotencyKey });
};
