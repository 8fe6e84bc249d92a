import { createHmac } from 'node:crypto';
import { ControlError } from './http';
import type { Work } from './work';

export type Provider = 'stripe' | 'gocardless';
export const PROVIDERS = ['stripe', 'gocardless'] as const;

/** One attempt at handing an event to the product's webhook route. */
export interface Delivery {
  attempt: number;
  /** emitted: the first try; retry: after a failure; released: after a hold; redelivered: asked for again. */
  reason: 'emitted' | 'retry' | 'released' | 'redelivered';
  /** Epoch milliseconds. */
  at: number;
  /** The product's HTTP status, or undefined when the request itself failed (see `error`). */
  status?: number;
  error?: string;
}

/** An event as the stand-in emitted it: the provider's own payload and the exact body that is signed. */
export interface RecordedEvent {
  provider: Provider;
  id: string;
  type: string;
  /** Epoch milliseconds. */
  emittedAt: number;
  payload: unknown;
  body: string;
  held: boolean;
  deliveries: Delivery[];
}

export interface WebhookTarget {
  url?: string;
  secret: string;
  /** Sent with every delivery (locally, the origin-verify header the API's edge adds). */
  headers?: Record<string, string>;
}

/**
 * Each provider's signature over the raw body, as their SDKs check it:
 * Stripe `Stripe-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (a fresh timestamp per
 * attempt, as Stripe signs each retry anew); GoCardless `Webhook-Signature: <hex HMAC-SHA256(secret, body)>`.
 */
const SIGNERS: Record<Provider, (body: string, secret: string) => Record<string, string>> = {
  stripe: (body, secret) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    };
  },
  gocardless: (body, secret) => ({
    'content-type': 'application/json',
    'user-agent': 'gocardless-webhook-service/1.1',
    'webhook-signature': createHmac('sha256', secret).update(body).digest('hex'),
  }),
};

const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookChannel {
  record(id: string, type: string, payload: unknown, body: string): void;
  hold(on: boolean): Promise<void>;
  release(order: 'as-emitted' | 'reverse'): Promise<number>;
  redeliver(id: string): Promise<Delivery>;
  events(): RecordedEvent[];
}

/**
 * One provider's webhooks. First attempts go out one at a time in the order emitted (so a test sees the
 * provider's usual order unless it asks for another through hold and release); a failed attempt is retried
 * after each of `retryDelaysMs` in turn, apart from the queue, as the providers retry with backoff.
 */
export const createChannel = (
  provider: Provider,
  target: WebhookTarget,
  retryDelaysMs: number[],
  work: Work,
): WebhookChannel => {
  const log: RecordedEvent[] = [];
  let heldQueue: RecordedEvent[] | undefined;
  let queue: Promise<void> = Promise.resolve();

  const send = async (event: RecordedEvent, reason: Delivery['reason']): Promise<Delivery | undefined> => {
    if (!target.url) return undefined;
    const delivery: Delivery = { attempt: event.deliveries.length + 1, reason, at: Date.now() };
    event.deliveries.push(delivery);
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { ...target.headers, ...SIGNERS[provider](event.body, target.secret) },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = (error as Error).message;
    }
    return delivery;
  };

  const deliverWithRetries = async (event: RecordedEvent, reason: Delivery['reason'], retry = 0) => {
    const delivery = await send(event, reason);
    const failed =
      delivery && (delivery.status === undefined || delivery.status < 200 || delivery.status > 299);
    const delay = retryDelaysMs[retry];
    if (failed && delay !== undefined) work.later(delay, () => deliverWithRetries(event, 'retry', retry + 1));
  };

  const enqueue = (event: RecordedEvent, reason: Delivery['reason']): Promise<void> => {
    queue = queue.then(() => deliverWithRetries(event, reason));
    return work.track(queue);
  };

  const release = async (order: 'as-emitted' | 'reverse'): Promise<number> => {
    const events = heldQueue ?? [];
    heldQueue = undefined;
    for (const event of order === 'reverse' ? [...events].reverse() : events) {
      event.held = false;
      void enqueue(event, 'released');
    }
    await queue;
    return events.length;
  };

  return {
    record: (id, type, payload, body) => {
      const event: RecordedEvent = {
        provider,
        id,
        type,
        emittedAt: Date.now(),
        payload,
        body,
        held: heldQueue !== undefined,
        deliveries: [],
      };
      log.push(event);
      if (heldQueue) heldQueue.push(event);
      else void enqueue(event, 'emitted');
    },
    hold: async (on) => {
      if (on) heldQueue ??= [];
      else await release('as-emitted');
    },
    release,
    redeliver: async (id) => {
      const event = log.find((candidate) => candidate.id === id);
      if (!event) throw new ControlError(404, 'EVENT_NOT_FOUND', `No ${provider} event ${id} was emitted`);
      // The same body (so the same event id) signed afresh; one attempt, as a dashboard's "resend" makes.
      const delivery = await work.track(send(event, 'redelivered'));
      if (!delivery) throw new ControlError(409, 'NO_WEBHOOK_URL', `No webhook URL is set for ${provider}`);
      return delivery;
    },
    events: () => log,
  };
};
