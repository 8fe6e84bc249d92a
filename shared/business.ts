import { identity, invoiceIdentity, telHref } from './identity';

/**
 * The company's identity, hours, prices and policy constants: the one place pages, FAQ, terms,
 * e-mails and JSON-LD read them from. Who the company is comes from the stage's configuration
 * (shared/identity.ts): the demo's fictional identity unless a build names a stage.
 */
export const business = {
  name: identity.companyName,
  legalName: identity.legalName,
  phone: identity.phone,
  phoneHref: telHref(identity.phone),
  email: identity.mailTo,
  website: identity.website,
  social: { label: identity.socialLabel, href: identity.socialUrl },
  address: { town: 'Potters Bar', county: 'Hertfordshire', country: 'GB' },
  /**
   * What UK company law asks every page, order form and business e-mail to show (the Companies
   * (Trading Disclosures) Regulations 2008): the registered name above, where the company is
   * registered, its number and its registered office.
   */
  registration: {
    jurisdiction: identity.jurisdiction,
    companyNumber: identity.companyNumber,
    registeredOffice: identity.registeredOffice,
  },
  serviceRadiusMiles: 15,
  serviceArea: 'Hertfordshire & surrounding areas',
  timeZone: 'Europe/London',
  locale: 'en-GB',
} as const;

const { registration } = business;

/**
 * The legal identity in the words every place states it (footer, terms, privacy policy, contact page,
 * mail to visitors), so none of them can drift from the others.
 */
export const legalIdentity = {
  registered: `${business.legalName} is registered in ${registration.jurisdiction}, company number ${registration.companyNumber}.`,
  office: `Registered office: ${registration.registeredOffice}.`,
} as const;

/**
 * When the office is open, by ISO weekday (1 Monday ... 7 Sunday), in whole hours of Europe/London
 * wall-clock time; a missing day is closed to self-booking. The hours lines below and the booking
 * rules (shared/booking-rules.ts) are both read from this.
 */
export const openingHours: Readonly<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, OpenHours>>> = {
  1: { opens: 8, closes: 18 },
  2: { opens: 8, closes: 18 },
  3: { opens: 8, closes: 18 },
  4: { opens: 8, closes: 18 },
  5: { opens: 8, closes: 18 },
  6: { opens: 9, closes: 16 },
};

export interface OpenHours {
  opens: number;
  closes: number;
}

/** `8am`, `6pm`, `12pm`: how the pages write a whole hour. */
export const clockHour = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 || hour === 24 ? 'am' : 'pm'}`;

const line = (days: string, open: OpenHours | undefined) =>
  open ? `${days}: ${clockHour(open.opens)}-${clockHour(open.closes)}` : `${days}: closed`;

export const hours = {
  weekdays: line('Mon-Fri', openingHours[1]),
  saturday: line('Sat', openingHours[6]),
  sunday: 'Sun: emergency enquiries only',
} as const;

/**
 * The referral credit, in whole pounds: named here so `growth` can read it without touching `prices`
 * (a property read keeps a bundler from dropping an unused `growth` from every function's bundle).
 */
const REFERRAL_CREDIT_POUNDS = 25;

/** Canonical prices: where the spec's pages disagree, the service page's figure stands. */
export const prices = {
  domesticPerHour: 15,
  deepCleanPerHour: 20,
  housekeepingPerHour: 18,
  ironingPerHour: 15,
  ironingPerItem: 2.5,
  nannyPerHour: 20,
  babysittingPerHour: 15,
  ironingWeeklyDiscountPercent: 10,
  ironingFortnightlyDiscountPercent: 5,
  ironingFirstOrderDiscountPercent: 15,
  referralCredit: REFERRAL_CREDIT_POUNDS,
} as const;

export const policy = {
  minimumCleaningHours: 2,
  minimumBabysittingHours: 3,
  babysittingNoticeHours: 48,
  /** The soonest a client can book online; anything sooner is a phone call. */
  bookingLeadHours: 24,
  /** The furthest ahead a visit (or a series' last visit) can be booked. */
  bookingHorizonMonths: 12,
  /** Start times are offered every half hour. */
  bookingSlotMinutes: 30,
  /**
   * Childcare, nanny and babysitting visits follow families' days rather than the office's: they may
   * start from 7am and run into the evening, ending by 11pm, Monday to Saturday.
   */
  careHours: { opens: 7, closes: 23 },
  rescheduleNoticeHours: 48,
  cancellationNoticeHours: 48,
  lateCancellationChargePercent: 50,
  veryLateCancellationHours: 24,
  veryLateCancellationChargePercent: 100,
  priceChangeNoticeDays: 30,
  latePaymentInterestPercentAboveBase: 8,
  bankHolidaySurchargePercent: 50,
  keyReplacementFee: 25,
  publicLiabilityCoverPounds: 5_000_000,
  complaintWithinDays: 7,
  complaintInvestigationHours: 48,
  complaintResponseDays: 7,
  regularTerminationNoticeWeeks: 2,
  coolingOffDays: 14,
  /** Mail written to our address is answered within this many hours. */
  emailReplyHours: 24,
  /**
   * A message sent through one of the site's forms (a general enquiry or either registration, quotes
   * included) is answered within this many hours of office time.
   */
  quoteReplyHours: 2,
  termsVersion: '1.0',
} as const;

/**
 * How soon we reply, one promise per way of reaching us, in the words every page, toast and
 * mail uses: the site's forms (and the acknowledgement each sends), and e-mail written to us.
 */
export const replyPromise = {
  form: `within ${policy.quoteReplyHours} hours during office hours`,
  email: `within ${policy.emailReplyHours} hours`,
} as const;

/**
 * How invoices are paid, for the documents. VAT: a registered company states its number
 * and charges the standard rate; the terms say prices include VAT where applicable, so an invoice's
 * lines are VAT-inclusive and the VAT is the part of the total it contains. A deployment that is not
 * registered has no VAT number in its configuration (`vatNumber: null`) and its invoices say so. The bank
 * details are the stage's (shared/identity.ts).
 */
export const invoicing: Invoicing = {
  vat: invoiceIdentity.vatNumber
    ? { registered: true, number: invoiceIdentity.vatNumber, ratePercent: 20 }
    : { registered: false },
  bank: {
    name: invoiceIdentity.bankName,
    accountName: invoiceIdentity.bankAccountName,
    sortCode: invoiceIdentity.bankSortCode,
    accountNumber: invoiceIdentity.bankAccountNumber,
  },
  methods: ['bank_transfer', 'card', 'cash'],
  /** The terms: one-off visits are due on completion; regular visits by a monthly invoice. */
  terms: { oneOffDueDays: 0, monthlyDueDays: 14 },
  /** An admin can take back a payment recorded by mistake this long after; later, only with a reason. */
  undoPaymentMinutes: 15,
};

export interface Invoicing {
  vat: { registered: true; number: string; ratePercent: number } | { registered: false };
  bank: { name: string; accountName: string; sortCode: string; accountNumber: string };
  methods: readonly ['bank_transfer', 'card', 'cash'];
  terms: { oneOffDueDays: number; monthlyDueDays: number };
  undoPaymentMinutes: number;
}

/*
 * The site's figures (rating, clients served, the team's DBS share) are no longer constants
 * here: they are counted from the records and read by the pages at run time (shared/reviews.ts,
 * GET /api/public/stats, decision 035). Insurance is stated in words from the policy (publicLiabilityCoverPounds).
 */

/**
 * The review requests, declared on their own so the browser's pages that need only these (the
 * invitation's link, the profile's switch) do not carry the rest of `growth` in every page's shared
 * chunk; `growth.reviews` is this object.
 */
export const reviewRequests = {
  /** Where every client is invited to leave a public review (the stage's, shared/identity.ts). */
  publicReviewUrl: identity.reviewUrl,
  /** A client is invited at most once in this many days, whatever the rating. */
  invitationEveryDays: 90,
} as const;

/**
 * From visitor to regular client. One place for the rules of quotes, referrals and review
 * requests; the modules that apply them (shared/quotes.ts, shared/referrals.ts, lambdas/feedback) read
 * them from here. The instant price's ranges are shared/instant-price-rules.ts's: apart, so that the
 * quote page's calculator carries them without this table entering the code every public page loads.
 */
export const growth = {
  quotes: {
    /** How long a sent quote holds unless the office sets another date. */
    validDays: 30,
    /** How long a quote's signed link opens it without signing in. */
    linkDays: 14,
  },
  referrals: {
    /** The credit, in whole pounds, the price table promises (prices.referralCredit). */
    creditPounds: REFERRAL_CREDIT_POUNDS,
    /** Referral codes: letters and digits without look-alikes, random, never sequential. */
    codeAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
    codeLength: 8,
  },
  reviews: reviewRequests,
} as const;
