/** HTTP names shared by the browser, the gateway, the handlers and the infrastructure. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const API_PREFIX = '/api';
/** The largest request body any route accepts, before schema validation. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The group whose members the server treats as admins. */
export const ADMIN_GROUP = 'admins';
