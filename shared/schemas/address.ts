import * as z from 'zod';
import { isCleanText, isOneLine, notAllowedMessage, oneLineMessage } from './fields';

/**
 * A UK postcode in its written form: outward code (area, district) and inward code (sector, unit),
 * as the Royal Mail's format allows; GIR 0AA is the one historic exception.
 */
const POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** `en6 1aa` → `EN6 1AA`: upper case with one space before the inward code. */
export const normalisePostcode = (value: string): string => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};

export const isUkPostcode = (value: string): boolean => POSTCODE.test(normalisePostcode(value));

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters`)
    .refine(isCleanText, notAllowedMessage(`${label[0]?.toUpperCase()}${label.slice(1)}`))
    .refine(isOneLine, oneLineMessage(`${label[0]?.toUpperCase()}${label.slice(1)}`));

/** Where a visit happens: a client's saved address, or one given for a single booking. */
export const AddressSchema = z.strictObject({
  line1: line('the first line of the address', 100),
  line2: z
    .string()
    .trim()
    .max(100, 'The second line must be at most 100 characters')
    .refine(isCleanText, notAllowedMessage('The second line'))
    .refine(isOneLine, oneLineMessage('The second line'))
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  town: line('the town', 60),
  postcode: z
    .string({ error: 'Please enter a postcode' })
    .trim()
    .min(1, 'Please enter a postcode')
    .refine(isUkPostcode, 'Please enter a valid UK postcode, like EN6 1AA')
    .transform(normalisePostcode),
});

export type Address = z.infer<typeof AddressSchema>;
