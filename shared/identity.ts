/**
 * Who the company is, as a deployment states it: the values a stage's configuration file gives
 * (infra/stages/*.json, checked by shared/identity-schema.ts) and the build writes into the site and
 * every function as the constant `__PBHS_IDENTITY__` (vite's and esbuild's `define`). Without one (the
 * local stack, the tests, the demo) the fictional identity below stands. Kept free of zod: every page
 * reads it, and the checks that refuse a placeholder run only at build and synth time.
 */
export interface Identity {
  /** The trading name pages and mails use. */
  companyName: string;
  /** The registered name (Companies House), on invoices and in the legal footer. */
  legalName: string;
  /** Where the company is registered: England and Wales, Scotland or Northern Ireland. */
  jurisdiction: string;
  companyNumber: string;
  registeredOffice: string;
  /** The office's phone number, as pages write it (e.g. `01707 123456`). */
  phone: string;
  /** The company inbox: shown on every page, and where enquiries and replies go. */
  mailTo: string;
  /** The public site, without a trailing slash. */
  website: string;
  /** `null`: not VAT registered, and invoices say so. */
  vatNumber: string | null;
  bankName: string;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  /** Where clients are invited to leave a public review (a Google review link, say). */
  reviewUrl: string;
  socialLabel: string;
  socialUrl: string;
}

/**
 * The demo's identity: fictional throughout (an Ofcom drama-range phone number, example.com addresses,
 * a company number and postcode nobody holds, sort code 00-00-00, which belongs to no bank). A prod
 * stage refuses every one of these values (shared/identity-schema.ts).
 */
const DEMO_PUBLIC = {
  companyName: 'Potters Bar Home Services',
  legalName: 'Potters Bar Home Services Ltd',
  jurisdiction: 'England and Wales',
  companyNumber: '09999999',
  registeredOffice: 'Unit 1, Example Court, Potters Bar, Hertfordshire EN6 9ZZ',
  phone: '01632 960123',
  mailTo: 'hello@example.com',
  website: 'https://www.example.com',
  reviewUrl: 'https://g.page/r/example-review',
  socialLabel: 'Facebook',
  socialUrl: 'https://www.facebook.com/example',
};

const DEMO_INVOICE = {
  vatNumber: 'GB 999 9999 73',
  bankName: 'Example Bank plc',
  bankAccountName: 'Potters Bar Home Services Ltd',
  bankSortCode: '00-00-00',
  bankAccountNumber: '12345678',
};

/** The demo's whole identity, for the checks and builds that read it (a function: the pages need only parts). */
export const demoIdentity = (): Identity => ({ ...DEMO_PUBLIC, ...DEMO_INVOICE });

/**
 * What only invoices state (the VAT number and the bank account): built in apart from the rest, so the
 * pages that never show an invoice do not carry it.
 */
export const INVOICE_KEYS = [
  'vatNumber',
  'bankName',
  'bankAccountName',
  'bankSortCode',
  'bankAccountNumber',
] as const satisfies readonly (keyof Identity)[];
export type InvoiceIdentity = Pick<Identity, (typeof INVOICE_KEYS)[number]>;
export type PublicIdentity = Omit<Identity, (typeof INVOICE_KEYS)[number]>;

/** The globals the builds define (web/vite.config.ts, infra/constructs/api-function.ts). */
export const IDENTITY_DEFINES = {
  public: '__PBHS_IDENTITY__',
  invoice: '__PBHS_INVOICE_IDENTITY__',
} as const;

/** An identity split as the builds define it: each global's value, as code. */
export const identityDefines = (of: Identity): Record<string, string> => {
  const invoiceKeys: readonly string[] = INVOICE_KEYS;
  const pick = (invoice: boolean) =>
    Object.fromEntries(Object.entries(of).filter(([key]) => invoiceKeys.includes(key) === invoice));
  return {
    [IDENTITY_DEFINES.public]: JSON.stringify(pick(false)),
    [IDENTITY_DEFINES.invoice]: JSON.stringify(pick(true)),
  };
};

// Nothing declares these at run time, so `typeof` tells whether a build set them.
declare const __PBHS_IDENTITY__: PublicIdentity | undefined;
declare const __PBHS_INVOICE_IDENTITY__: InvoiceIdentity | undefined;

/** This build's identity as the site and mails state it: the stage's, or the demo's where no stage was named. */
export const identity: PublicIdentity =
  typeof __PBHS_IDENTITY__ === 'undefined' ? DEMO_PUBLIC : __PBHS_IDENTITY__;

/** This build's VAT number and bank account, for invoices. */
export const invoiceIdentity: InvoiceIdentity =
  typeof __PBHS_INVOICE_IDENTITY__ === 'undefined' ? DEMO_INVOICE : __PBHS_INVOICE_IDENTITY__;

/** `tel:+441707123456` for `01707 123456`: a UK number in international form, for links. */
export const telHref = (phone: string): string => `tel:+44${phone.replace(/\D/g, '').replace(/^0/, '')}`;
