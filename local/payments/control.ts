import type http from 'node:http';
import { z } from 'zod';
import { ControlError, readBody, sendJson } from './http';
import { openDispute } from './stripe-create';
import { StripeApiError, type StripeStore } from './stripe-objects';
import { PROVIDERS, type Provider, type RecordedEvent, type WebhookChannel } from './webhooks';

const provider = z.enum(PROVIDERS);
const schemas = {
  hold: z.object({ provider, hold: z.boolean() }),
  release: z.object({ provider, order: z.enum(['as-emitted', 'reverse']).default('as-emitted') }),
  redeliver: z.object({ provider, eventId: z.string().min(1) }),
  disputes: z.object({ paymentIntent: z.string().min(1) }),
};

/** An event as `GET /_stand-in/events` lists it: the provider's payload and what became of each delivery. */
export const eventView = ({ body: _body, ...event }: RecordedEvent) => event;

const parse = <T extends z.ZodType>(schema: T, text: string): z.output<T> => {
  let json: unknown;
  try {
    json = JSON.parse(text || '{}');
  } catch {
    throw new ControlError(400, 'VALIDATION', 'The body must be JSON');
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new ControlError(
    400,
    'VALIDATION',
    'The request is not valid',
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
};

/**
 * `/_stand-in/...`, for tests and people: the events emitted with their deliveries; holding a provider's
 * webhooks and releasing them in either order; delivering one again (a duplicate); a card chargeback.
 */
export const createControl =
  (channels: Record<Provider, WebhookChannel>, stripe: StripeStore) =>
  async (request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> => {
    const action = url.pathname.slice('/_stand-in/'.length);
    try {
      if (request.method === 'GET' && action === 'events') {
        const since = Number(url.searchParams.get('since') ?? 0);
        const only = url.searchParams.get('provider');
        const events = PROVIDERS.filter((name) => !only || name === only)
          .flatMap((name) => channels[name].events())
          .filter((event) => event.emittedAt >= since)
          .sort((a, b) => a.emittedAt - b.emittedAt)
          .map(eventView);
        return sendJson(response, 200, { events });
      }
      if (request.method !== 'POST')
        throw new ControlError(404, 'NOT_FOUND', `No control ${request.method} ${action}`);
      const body = await readBody(request);
      if (action === 'hold') {
        const input = parse(schemas.hold, body);
        await channels[input.provider].hold(input.hold);
        return sendJson(response, 200, { provider: input.provider, hold: input.hold });
      }
      if (action === 'release') {
        const input = parse(schemas.release, body);
        const released = await channels[input.provider].release(input.order);
        return sendJson(response, 200, { provider: input.provider, released });
      }
      if (action === 'redeliver') {
        const input = parse(schemas.redeliver, body);
        const delivery = await channels[input.provider].redeliver(input.eventId);
        return sendJson(response, 200, { delivery });
      }
      if (action === 'stripe/disputes') {
        const input = parse(schemas.disputes, body);
        try {
          return sendJson(response, 201, openDispute(stripe, input.paymentIntent));
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          const missing = error.body.code === 'resource_missing';
          throw new ControlError(missing ? 404 : 409, missing ? 'NOT_FOUND' : 'CONFLICT', error.message);
        }
      }
      throw new ControlError(404, 'NOT_FOUND', `No control ${request.method} ${action}`);
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      const { status, code, message, issues } = error;
      sendJson(response, status, { code, message, ...(issues ? { issues } : {}) });
    }
  };
