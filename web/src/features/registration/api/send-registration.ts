import type { RegistrationPayload } from '@/features/registration/registration-fields';
import { once } from '@/lib/once';

/** The API client (and the route table's schemas, so zod) loads when someone starts on the form. */
export const loadApiClient = once(() => import('@/lib/api-client'));

/**
 * Sends a registration through the spec's one enquiry function (route `sendEnquiry`). The idempotency
 * key makes a request the network retries, or the same values sent again after a failure, stored and
 * mailed once.
 */
export const sendRegistration = async (payload: RegistrationPayload, idempotencyKey: string) => {
  const { callApi } = await loadApiClient();
  return callApi('sendEnquiry', { body: payload }, { idempotencyKey });
};
