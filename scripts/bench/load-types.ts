/** What a load worker is asked to do; plain data, so it crosses to the worker thread. */
export type LoadTarget =
  | {
      kind: 'http';
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: string;
      /**
       * One body per request, in order (warm-up first), for a route that must not see the same request
       * twice (a booking's slot): the job is given at least warmup + requests of them.
       */
      bodies?: string[];
      /**
       * One `authorization` header per caller, for a route whose callers are different people: caller
       * i sends the i-th (modulo their number). Overrides `headers.authorization`.
       */
      authorizations?: string[];
      /** Send a fresh value in this header with every request. */
      idempotencyHeader?: string;
      expectStatus: number;
    }
  | {
      kind: 'getItem';
      endpoint: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      table: string;
      key: Record<string, string>;
    };

export interface LoadJob {
  target: LoadTarget;
  concurrency: number;
  requests: number;
  warmup: number;
}

export interface LoadResult {
  latenciesMs: number[];
  durationMs: number;
  /** Requests that failed or answered another status than expected (an empty GetItem counts). */
  errors: number;
  /** The errors by what they were: `409 slot_taken`, `503`, `TypeError` (no answer), `no item`. */
  errorKinds: Record<string, number>;
}
