/**
 * The single DynamoDB table: keys, indexes and TTL. The data stack and the local
 * stack's table creation both read this, so they cannot drift apart.
 */
export const table = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Named by what they serve, so code picks an index by purpose rather than by position. */
  indexes: {
    /** Per-user lists, and sparse work queues such as unsent mail. */
    byUser: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Admin lists by date. */
    byDate: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  },
  ttlAttribute: 'expiresAt',
} as const;

export type TableIndex = (typeof table.indexes)[keyof typeof table.indexes];

/** Every index, for whatever creates the table (CDK, the local stack) or grants access to it. */
export const tableIndexes: readonly TableIndex[] = Object.values(table.indexes);

/**
 * How every partition key of the table begins, and the partitions of the by-date index. Here rather
 * than in lambdas/data/ (where every other part of a key is built) because two sides need
 * them: the key builders write keys only from these, and each function's IAM rights name the same ones
 * in `dynamodb:LeadingKeys` conditions (infra/stacks/api-stack.ts), so the partitions a function's
 * code builds and those it may touch cannot drift apart (decision 017).
 */
export const PARTITION_PREFIXES = {
  /** A user's profile, diary and account notices; the by-user index's partition of what they own. */
  user: 'USER#',
  /** A booking with its feedback and notices. */
  booking: 'BOOKING#',
  invoice: 'INVOICE#',
  series: 'SERIES#',
  /**
   * An enquiry with its notices. (Until security review L1, `EMAIL#<typed address>` partitions linked
   * addresses to enquiries; nothing writes or reads them now: docs/data-model.md.)
   */
  enquiry: 'ENQUIRY#',
  /** A sign-up waiting for its code, with the code's notice (decision 015). */
  signUp: 'SIGNUP#',
  /** Per-subject action counters (lambdas/data/rate-limit.ts). */
  rate: 'RATE#',
  /** Per-address claims on mail to typed addresses, and the day's count of them. */
  mailLimit: 'MAILLIMIT#',
  mailCount: 'MAILCOUNT#',
  idempotency: 'IDEMPOTENCY#',
  /** The record kept of an account's erasure. */
  erasure: 'ERASURE#',
  /** A staff member's record. */
  staff: 'STAFF#',
  /** The claim on a staff member's email address, so no two records share one. */
  staffEmail: 'STAFFEMAIL#',
  /** An open realtime connection: who it is and until when its token holds (decision 028). */
  connection: 'CONN#',
  /** A realtime topic's connections, one item each: a fan-out is one Query. */
  topic: 'TOPIC#',
  /**
   * An account's realtime connection slots, `REALTIME_CONNECTIONS_PER_ACCOUNT` at most:
   * a connection is opened only by claiming one, so no account can hold more.
   */
  connectionSlot: 'CONNSLOT#',
  /**
   * A client's opted-in mobile number (E.164), one item per profile that holds it: how a
   * STOP reply from the number finds whose texts to turn off.
   */
  mobile: 'MOBILE#',
  /** A client's key, fob or code in the key register, with its hand-overs. */
  key: 'KEY#',
  /**
   * A provider's webhook event, stored once by its id before it acts: `WEBHOOK#stripe#evt_…`,
   * `WEBHOOK#gocardless#EV…`. A redelivery finds it and changes nothing.
   */
  webhook: 'WEBHOOK#',
  /** The claim on a referral code (decision 034): whose it is, so no two clients share one. */
  referralCode: 'REFCODE#',
  /** The claim of a household (a hash of its postcode and first line) on its one referral credit. */
  referralHousehold: 'REFHOME#',
  /** A quote: the office's offer, its versions' history and the client's answer. */
  quote: 'QUOTE#',
} as const;

export type PartitionKind = keyof typeof PARTITION_PREFIXES;

/** Partitions that are one fixed value, not a prefix and an id. */
export const FIXED_PARTITIONS = {
  /** The invoice-number counters, one item per year. */
  counter: 'COUNTER',
  /** The office's settings, one item per kind (which services are confirmed by hand). */
  settings: 'SETTINGS',
  /**
   * What the public site reads of the records: the feedback and clients-served aggregates,
   * and the testimonials the office approved, so the public read is one GetItem and one Query.
   */
  site: 'SITE',
} as const;

/** Partitions of the by-date index that hold each admin list. */
export const DATE_LISTS = {
  bookings: 'BOOKINGS',
  invoices: 'INVOICES',
  profiles: 'PROFILES',
  enquiries: 'ENQUIRIES',
  feedback: 'FEEDBACK',
  /** The team, by lower-cased name (not a date: the by-date index keeps every office list). */
  staff: 'STAFF',
  /** The key register, by tag. */
  keys: 'KEYS',
  /** Quotes, by when each was written. */
  quotes: 'QUOTES',
} as const;
