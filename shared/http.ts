/** HTTP names shared by the browser, the gateway, the handlers and the infrastructure. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const API_PREFIX = '/api';
/** The largest request body any route accepts, before schema validation. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * The largest body a provider's webhook may carry: GoCardless sends up to 250 events in one
 * delivery (about half a kilobyte each), Stripe one event, which an expanded object can take past 16 KB.
 * Only a provider's signature makes the function read it.
 */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;
/** The group whose members the server treats as admins. */
export const ADMIN_GROUP = 'admins';
/** The group of the team's accounts (cleaners, housekeepers, carers): they reach staff routes only. */
export const STAFF_GROUP = 'staff';
/**
 * Set by CloudFront on every request it sends to the API (an origin custom header, replacing any the
 * viewer sent) and checked by the functions before any handler: a request without it did not come
 * through CloudFront (decision 007).
 */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';
