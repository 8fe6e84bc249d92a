import * as z from 'zod/mini';

/**
 * The text fields every form shares (a person's name, an email address, a message), in zod's "mini"
 * flavour: the same rules and messages as the API applies, at a fifth of the classic build's weight in
 * the browser (/auth checks its forms with these alone). Classic schemas (./enquiry.ts) take them as
 * they are.
 */

/** Control characters other than tab, newline and carriage return never belong in a form field. */
const isDisallowedControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
export const noControlChars = (value: string) =>
  ![...value].some((char) => isDisallowedControl(char.codePointAt(0) ?? 0));

/**
 * Trimmed text of `min` to `max` characters, named `label` in its messages; `required` says what an
 * empty one says where "<label> is required" would not read well.
 */
export const text = (label: string, min: number, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? required : `${label} must be at least ${min} characters`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(noControlChars, `${label} contains characters that are not allowed`),
    );

export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .check(
    z.trim(),
    z.maxLength(255, 'Email must be at most 255 characters'),
    z.email('Please enter a valid email address'),
  );
