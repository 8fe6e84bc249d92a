import { CheckFailure } from './result';

/** What every check is given: where the site is, how to reach it and how long to wait. */
export interface SmokeContext {
  base: URL;
  fetch: typeof fetch;
  /** Per request, body included. */
  timeoutMs: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** A network failure in one phrase: a timeout, a refused connection, a bad certificate. */
export const networkProblem = (error: unknown, timeoutMs: number): string => {
  const named = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (named.name === 'TimeoutError' || named.name === 'AbortError')
    return `no answer within ${seconds(timeoutMs)}`;
  const cause = named.cause?.code ?? named.cause?.message;
  return `could not be reached: ${cause ?? named.message ?? String(error)}`;
};

/**
 * One request to the site, its body read within the same deadline. Redirects are not followed: every
 * page and route answers directly, so a redirect is itself worth a failed line.
 */
export const request = async (
  context: SmokeContext,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> => {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await context.fetch(new URL(path, context.base), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw new CheckFailure(`${method} ${path} ${networkProblem(error, context.timeoutMs)}`);
  }
};

/** Bounds a call that takes no signal (Amplify's sign-in) by the same deadline as a request. */
export const withinDeadline = async <T>(what: string, timeoutMs: number, call: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckFailure(`${what}: no answer within ${seconds(timeoutMs)}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
};

const isJson = (answer: Answer) => /^application\/json\b/i.test(answer.headers.get('content-type') ?? '');

/**
 * The answer's JSON when it came with `status` as `application/json`; otherwise a failure saying what
 * came instead (a status, a content type, a body that is not JSON).
 */
export const expectJson = (answer: Answer, path: string, status: number): unknown => {
  const problems: string[] = [];
  if (answer.status !== status) problems.push(`expected ${status}, got ${answer.status}${excerpt(answer)}`);
  if (!isJson(answer))
    problems.push(
      `expected application/json, got ${answer.headers.get('content-type') ?? 'no content type'}`,
    );
  if (problems.length > 0) throw new CheckFailure(`${path}: ${problems.join('; ')}`);
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new CheckFailure(`${path}: the body is not JSON${excerpt(answer)}`);
  }
};

/** The start of a body, for a failed line: enough to recognise an error page or the API's error body. */
export const excerpt = (answer: Answer): string => {
  const text = answer.text.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return ` (${text.length > 120 ? `${text.slice(0, 120)}…` : text})`;
};
