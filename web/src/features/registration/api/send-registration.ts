import type { RegistrationPayload } from '@/features/registration/validate-registration';
import { callApi } from '@/lib/api-client';
import { useSend } from '@/lib/use-send';

/**
 * Sends a registration through the spec's one enquiry function (route `sendEnquiry`). Each submission
 * carries a fresh idempotency key, so a request the network retries is stored and mailed once.
 */
export const sendRegistration = (payload: RegistrationPayload, idempotencyKey: string) =>
  callApi('sendEnquiry', { body: payload }, { idempotencyKey });

export const useSendRegistration = () =>
  useSend((payload: RegistrationPayload) => sendRegistration(payload, crypto.randomUUID()));
