import * as z from 'zod/mini';

/**
 * The text fields every form shares (a person's name, an email address, a message), in zod's "mini"
 * flavour: the same rules and messages as the API applies, at a fifth of the classic build's weight in
 * the browser (/auth checks its forms with these alone). Classic schemas (./enquiry.ts) take them as
 * they are.
 */

/**
 * The one text rule of every free-text field. Refused: control characters (C0 other than tab, newline
 * and carriage return; DEL; C1), which never belong in a form and can break what reads the text later;
 * bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text read in a
 * different order than it is stored ("Trojan Source"); and UTF-16 surrogates without their pair, which
 * are not text at all (JSON can carry them as `\ud800`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isCleanText = (value: string): boolean => !DISALLOWED.test(value) && !LONE_SURROGATE.test(value);

/**
 * Whether text stays on one line. Names, subjects and other one-line fields refuse line breaks at the
 * schema: a line break has no place in them, and every place that shows one (a mail's subject, a CSV
 * cell, a PDF's header) would have to guard against it.
 */
export const isOneLine = (value: string): boolean => !/[\r\n\u2028\u2029]/.test(value);

/** The message a one-line field gets for a line break. */
export const oneLineMessage = (label: string) => `${label} must be on one line`;

/** The message a field gets when the rule refuses it. */
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed`;

/**
 * Trimmed text of `min` to `max` characters, named `label` in its messages; `required` says what an
 * empty one says where "<label> is required" would not read well. Line breaks are allowed: a message.
 */
export const text = (label: string, min: number, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? required : `${label} must be at least ${min} characters`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(isCleanText, notAllowedMessage(label)),
    );

/** As `text`, on one line: a name, a subject, a description. */
export const line = (label: string, min: number, max: number, required = `${label} is required`) =>
  text(label, min, max, required).check(z.refine(isOneLine, oneLineMessage(label)));

/** Optional trimmed text of at most `max` characters; left empty, it is absent. */
export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, `${label} must be at most ${max} characters`),
          z.refine(isCleanText, notAllowedMessage(label)),
        ),
    ),
    z.transform((value) => (value === '' ? undefined : value)),
  );

export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .check(
    z.trim(),
    z.maxLength(255, 'Email must be at most 255 characters'),
    z.email('Please enter a valid email address'),
  );
