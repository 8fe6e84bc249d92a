/**
 * Idempotency keys for a form's writes, one per distinct request. Sending the same values again after
 * a failure (a timeout the server did act on) reuses the key, so the server acts once; changed values
 * get a new key. After a success the key is forgotten: an identical new request is a new request.
 */
export function createIdempotencyKeys() {
  let last: { request: string; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const serialized = JSON.stringify(request);
      if (last?.request !== serialized) last = { request: serialized, key: crypto.randomUUID() };
      return last.key;
    },
    forget() {
      last = undefined;
    },
  };
}
