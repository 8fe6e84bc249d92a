import * as z from 'zod';
import { demoIdentity, type Identity } from './identity';

/** The demo's fictional identity, whole (shared/identity.ts). */
export const DEMO_IDENTITY: Identity = demoIdentity();

/**
 * The checks on a stage's identity (shared/identity.ts), run where a stage is configured: `cdk synth`
 * (infra/config.ts) and the site's build (scripts/build-web.ts). Every stage gets well-formed values; a
 * prod stage gets no default at all, and none of the values that mark a placeholder.
 */

/** A UK number as people write it: 10 or 11 digits starting 0, spaces allowed. */
const UK_PHONE = /^0(?:\s?\d){9,10}$/;
/** Companies House: eight digits, or two letters (SC, NI, OC, ...) and six digits. */
const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;
/** HMRC: GB and nine digits (or twelve for a branch), written with or without spaces. */
const VAT_NUMBER = /^GB ?(?:\d{3} ?\d{4} ?\d{2}(?: ?\d{3})?)$/;
/** A UK postcode at the end of the registered office: `EN6 1AB`. */
const POSTCODE_AT_END = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

export const IdentitySchema = z.object({
  companyName: z.string().trim().min(2).max(80),
  legalName: z.string().trim().min(2).max(120),
  jurisdiction: z.enum(['England and Wales', 'Scotland', 'Northern Ireland']),
  companyNumber: z.string().regex(COMPANY_NUMBER, 'eight digits, or two letters and six digits'),
  registeredOffice: z
    .string()
    .trim()
    .min(10)
    .max(200)
    .regex(POSTCODE_AT_END, 'an address ending in its postcode'),
  phone: z.string().regex(UK_PHONE, 'a UK number as written, e.g. 01707 123456'),
  mailTo: z.email(),
  website: z.url({ protocol: /^https$/ }),
  vatNumber: z.string().regex(VAT_NUMBER, 'GB and nine digits, e.g. GB 123 4567 89').nullable(),
  bankName: z.string().trim().min(2).max(80),
  bankAccountName: z.string().trim().min(2).max(80),
  bankSortCode: z.string().regex(/^\d{2}-\d{2}-\d{2}$/, 'six digits as 12-34-56'),
  bankAccountNumber: z.string().regex(/^\d{8}$/, 'eight digits'),
  reviewUrl: z.url({ protocol: /^https$/ }),
  socialLabel: z.string().trim().min(2).max(30),
  socialUrl: z.url({ protocol: /^https$/ }),
}) satisfies z.ZodType<Identity>;

export const IDENTITY_KEYS = Object.keys(IdentitySchema.shape) as (keyof Identity)[];

/**
 * Domains kept for examples and tests (RFC 2606, RFC 6761): no mail to them is delivered and no one
 * can own them, so a prod stage naming one is unfinished.
 */
const RESERVED_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;

/**
 * Ofcom's numbers for drama (TV, radio, fiction): never given to anyone, so a page showing one has no
 * real phone. The ranges as Ofcom publishes them, in national form without spaces. Written here
 * because no phone library marks them: to libphonenumber they are ordinary valid numbers.
 */
const DRAMA_RANGES = [
  '01134960',
  '01144960',
  '01154960',
  '01164960',
  '01174960',
  '01184960',
  '01214960',
  '01314960',
  '01414960',
  '01514960',
  '01614960',
  '02079460',
  '02896496',
  '01914980',
  '02920180',
  '01632960',
  '07700900',
  '08081570',
  '09098790',
  '03069990',
];

/** The demo's values that are made up; its names, its jurisdiction and the like are the company's own. */
const FICTIONAL_KEYS = new Set<keyof Identity>([
  'companyNumber',
  'registeredOffice',
  'phone',
  'mailTo',
  'website',
  'vatNumber',
  'bankName',
  'bankSortCode',
  'bankAccountNumber',
  'reviewUrl',
  'socialUrl',
]);

const domainOf = (value: string): string => {
  if (value.includes('@')) return value.split('@')[1] ?? '';
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
};

/** Why a value cannot be a real company's, if it looks like a placeholder; undefined if it does not. */
const placeholderReason = (key: keyof Identity, value: string | null): string | undefined => {
  if (value === null) return undefined;
  if (FICTIONAL_KEYS.has(key) && value === DEMO_IDENTITY[key]) return "is the demo's fictional value";
  if (['mailTo', 'website', 'reviewUrl', 'socialUrl'].includes(key) && RESERVED_DOMAIN.test(domainOf(value)))
    return `uses ${domainOf(value)}, a domain kept for examples`;
  if (key === 'phone' && DRAMA_RANGES.some((range) => value.replace(/\D/g, '').startsWith(range)))
    return "is in Ofcom's range for drama, which no one can call";
  if (key === 'bankSortCode' && value === '00-00-00') return 'belongs to no bank';
  return undefined;
};

/**
 * Every value of a prod stage's identity that is missing or a placeholder, each naming its key:
 * `phone: is in Ofcom's range for drama, which no one can call`.
 */
export const prodIdentityProblems = (given: Partial<Record<keyof Identity, unknown>>): string[] =>
  IDENTITY_KEYS.flatMap((key) => {
    if (!(key in given) || given[key] === undefined || given[key] === '')
      return [`${key}: missing (a prod stage has no default; set it in the stage's configuration file)`];
    const value = given[key];
    const reason = typeof value === 'string' || value === null ? placeholderReason(key, value) : undefined;
    return reason ? [`${key}: ${String(value)} ${reason}`] : [];
  });
