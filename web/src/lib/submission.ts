import { useCallback, useRef, useState } from 'react';

/**
 * Idempotency keys for a form's writes, one per distinct request. Sending the same values again after
 * a failure (a timeout the server did act on) reuses the key, so the server acts once; changed values
 * get a new key. After a success the key is forgotten: an identical new request is a new request.
 */
export function createIdempotencyKeys() {
  let last: { request: string | undefined; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const serialized = JSON.stringify(request);
      if (!last || last.request !== serialized) last = { request: serialized, key: crypto.randomUUID() };
      return last.key;
    },
    forget() {
      last = undefined;
    },
  };
}

/** What a submission came to: sent, or not sent because one was already on its way. */
export type SubmitOutcome = 'sent' | 'busy';

/**
 * A write whose mutation names its failure words (`meta.errorMessage`): the query client shows the
 * toast, so the caller hears 'failed' rather than a rejection it would only have to swallow.
 */
export const shownOnFailure = (outcome: Promise<SubmitOutcome>): Promise<SubmitOutcome | 'failed'> =>
  outcome.catch(() => 'failed' as const);

/**
 * The one way every form that writes sends: one submission at a time (a double click can submit twice
 * before the disabled button renders, and the second must send nothing), `pending` for the busy
 * label, and an idempotency key per distinct request (see `createIdempotencyKeys`). `submit` resolves
 * 'sent' once `send` has succeeded, 'busy' if it was ignored, and rejects with `send`'s error.
 * `requestOf` names what makes two submissions the same request (by default, the value itself).
 */
export function useSubmission<T>(
  send: (value: T, idempotencyKey: string) => Promise<unknown>,
  requestOf: (value: T) => unknown = (value) => value,
) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [keys] = useState(createIdempotencyKeys);
  const latest = useRef({ send, requestOf });
  latest.current = { send, requestOf };

  const submit = useCallback(
    async (value: T): Promise<SubmitOutcome> => {
      if (running.current) return 'busy';
      running.current = true;
      setPending(true);
      try {
        await latest.current.send(value, keys.keyFor(latest.current.requestOf(value)));
        keys.forget();
        return 'sent';
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [keys],
  );
  return { submit, pending };
}
