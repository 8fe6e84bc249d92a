import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/** The stand-in's bodies are small; anything larger is a mistake, not a payment. */
const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

export const readBody = async (request: http.IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const randomChars = (alphabet: string, length: number): string =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/** Stripe's ids: a prefix, an underscore-separated type, then mixed-case letters and digits. */
export const stripeId = (prefix: string, length = 24): string =>
  `${prefix}${randomChars(ALPHANUMERIC, length)}`;

/** GoCardless's ids: an upper-case prefix (CU, MD, PM...) then upper-case letters and digits. */
export const gocardlessId = (prefix: string, length = 12): string =>
  `${prefix}${randomChars(UPPER_ALPHANUMERIC, length)}`;

/** Keys that would reach an object's prototype if a form's field names were trusted. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** `{ "0": a, "1": b }` → `[a, b]`, as Stripe reads `line_items[0]`, `line_items[1]`. Metadata keys stay keys. */
const arraysFromIndexes = (value: FormValue, key = ''): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexes(value[k] as FormValue, k)] as const);
  const indexed = keys.length > 0 && keys.every((k, index) => k === String(index));
  if (indexed && key !== 'metadata') return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
};

/**
 * A form body with Stripe's bracket nesting (`line_items[0][price_data][unit_amount]=1500`,
 * `metadata[invoiceId]=...`, `expand[]=...`) as nested objects and arrays of strings.
 */
export const parseStripeForm = (body: string): Record<string, unknown> => {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) continue;
    const path = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.some((segment) => segment !== undefined && UNSAFE_KEYS.has(segment))) continue;
    let node: FormObject = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      // `expand[]=a&expand[]=b`: an empty index appends, as the next free number.
      const key = segment === '' || segment === undefined ? String(Object.keys(node).length) : segment;
      if (last) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
};

export const sendJson = (
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};

/**
 * The stand-in's own pages: no script, no outside asset. No form-action either: the browser must
 * follow the 303 to the product's success and redirect URLs, which are on other origins.
 */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

export const sendHtml = (response: http.ServerResponse, status: number, html: string): void => {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .end(html);
};

/** 303: the browser follows with a GET, as after the providers' hosted pages. */
export const redirect = (response: http.ServerResponse, location: string): void => {
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
};

/** Today's date in London, as GoCardless reckons charge dates for Bacs. */
export const londonDate = (at = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** `date` (YYYY-MM-DD) moved on by `days` days from Monday to Friday (bank holidays are not known here). */
export const addWorkingDays = (date: string, days: number): string => {
  const day = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
};

/** A refusal of a control request (`/_stand-in/...`), answered as the house error body `{ code, message }`. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}
