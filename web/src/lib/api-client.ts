import { IDEMPOTENCY_HEADER } from '@shared/http';
import { buildPath, type RequestOf, type ResponseOf, type RouteDefinition } from '@shared/routes/define';
import { ErrorBodySchema } from '@shared/schemas/error';
import { ApiError } from './api-error';
import { accessToken, refusedToken } from './api-session';

/**
 * The browser's one way to call the API: with a route's entry in the route table, so method, path and
 * both schemas come from it. The caller imports the entry from its domain's file
 * (`@shared/routes/bookings`), never the whole table, so a page downloads only the schemas of the
 * routes it calls (a public form none of the office's). The API is same-origin under /api (CloudFront
 * in AWS, the local CDN on a laptop), so URLs stay relative and need no runtime config.
 */

/** A route's request without the parts it does not take: `callApi(userRoutes.getMe, {})`. */
export type ApiRequest<R extends RouteDefinition> = {
  [K in keyof RequestOf<R> as RequestOf<R>[K] extends undefined ? never : K]: RequestOf<R>[K];
};

export interface CallOptions {
  /** Sent as the Idempotency-Key header: the server acts once however often the request is retried. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

interface RequestParts {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

export async function callApi<R extends RouteDefinition>(
  route: R,
  request: ApiRequest<R>,
  options: CallOptions = {},
): Promise<ResponseOf<R>> {
  const { body, params, query } = request as RequestParts;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const token = route.auth === 'public' ? undefined : await accessToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const init: RequestInit = {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  };
  const response = await send(urlOf(route, params, query), init);
  const payload = await readJson(response, init.signal);
  if (response.status === 401 && route.auth !== 'public') refusedToken();
  if (!response.ok) throw errorFrom(response.status, payload);

  // Validated like any other data entering the app: a mismatch is a bug to surface, not to render.
  const parsed = route.response.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(
      response.status,
      'invalid_response',
      'The server sent a response the site cannot read',
    );
  return parsed.data as ResponseOf<R>;
}

const urlOf = (route: RouteDefinition, params: RequestParts['params'], query: RequestParts['query']) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const path = buildPath(route.path, params);
  return search.size > 0 ? `${path}?${search}` : path;
};

const unreachable = () =>
  new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');

// A caller that aborted asked for the failure; anything else means the request never got an answer.
const failure = (error: unknown, signal: AbortSignal | null | undefined) =>
  signal?.aborted ? error : unreachable();

const send = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw failure(error, init.signal);
  }
};

const readJson = async (response: Response, signal: AbortSignal | null | undefined): Promise<unknown> => {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failure(error, signal);
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const errorFrom = (status: number, payload: unknown): ApiError => {
  const body = ErrorBodySchema.safeParse(payload);
  if (body.success) {
    const { code, message, issues, freeTimes } = body.data;
    return new ApiError(status, code, message, issues, freeTimes);
  }
  // Not the API's error body: a proxy, CDN or gateway answered instead.
  return new ApiError(status, 'http_error', `The request failed with status ${status}. Please try again.`);
};
