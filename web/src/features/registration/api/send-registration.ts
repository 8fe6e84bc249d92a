import type { RegistrationPayload } from '@/features/registration/registration-fields';
import { once } from '@/lib/once';

/**
 * The API client and the enquiry routes (their schemas, so zod) load when someone starts on the form;
 * only the enquiries' domain file, so the page never downloads another domain's schemas.
 */
export const loadApiClient = once(async () => {
  const [{ callApi }, { enquiryRoutes }, { hasApiSession }] = await Promise.all([
    import('@/lib/api-client'),
    import('@shared/routes/enquiries'),
    // With the client, not the page: the form page's first load carries none of the session's code.
    import('@/lib/auth/signed-in'),
  ]);
  return {
    callApi,
    hasApiSession,
    sendEnquiry: enquiryRoutes.sendEnquiry,
    sendMyEnquiry: enquiryRoutes.sendMyEnquiry,
  };
});

/** A signed-in visitor sends through their own route, so the enquiry is theirs (security review L1). */
const routeFor = async () => {
  const client = await loadApiClient();
  const signedIn = await client.hasApiSession();
  return { callApi: client.callApi, route: signedIn ? client.sendMyEnquiry : client.sendEnquiry };
};

/**
 * Sends a registration through the spec's one enquiry function (route `sendEnquiry`, or
 * `sendMyEnquiry` when signed in). The idempotency
 * key makes a request the network retries, or the same values sent again after a failure, stored and
 * mailed once.
 */
export const sendRegistration = async (payload: RegistrationPayload, idempotencyKey: string) => {
  const { callApi, route } = await routeFor();
  return callApi(route, { body: payload }, { idempotencyKey });
};
