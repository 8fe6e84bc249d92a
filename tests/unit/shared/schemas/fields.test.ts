import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../../shared/dates';
import { AddressSchema } from '../../../../shared/schemas/address';
import {
  CreateBookingSchema,
  EditBookingSchema,
  UpdateBookingStatusSchema,
} from '../../../../shared/schemas/booking';
import { EnquirySchema } from '../../../../shared/schemas/enquiry';
import { SubmitFeedbackSchema } from '../../../../shared/schemas/feedback';
import { isCleanText } from '../../../../shared/schemas/fields';
import { CreateInvoiceSchema, VoidInvoiceSchema } from '../../../../shared/schemas/invoice';
import { ProfileDetailsSchema } from '../../../../shared/schemas/user';

const ADDRESS = { line1: '1 Test Street', town: 'Potters Bar', postcode: 'EN6 1AA' };

/** Strings the rule must refuse, each for its own reason. */
const REFUSED = {
  NUL: 'a\u0000b',
  'a C0 control': 'bell\u0007',
  DEL: 'x\u007f',
  'a C1 control': 'x\u0085y',
  'a right-to-left override': 'invoice\u202Efdp.exe',
  'a left-to-right embedding': '\u202Aquiet',
  'an isolate': 'a\u2066b\u2069',
  'a lone high surrogate': 'x\uD800',
  'a lone low surrogate': '\uDC00x',
};

/** Strings people do write. */
const ACCEPTED = [
  'Plain text',
  'Line one\nLine two\r\n\tindented',
  'Zoë, Łódź, 東京',
  'Emoji 👍🏽 ok',
  '£25 — “quoted”',
];

describe('the one text rule', () => {
  it.each(Object.entries(REFUSED))('refuses %s', (_what, value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it.each(ACCEPTED)('accepts %j', (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  const inFreeText: [string, (value: string) => boolean][] = [
    [
      'booking instructions',
      (value) =>
        CreateBookingSchema.safeParse({
          serviceType: 'ironing',
          serviceDate: todayInLondon(),
          serviceTime: '10:00',
          durationHours: 2,
          address: ADDRESS,
          specialInstructions: value,
        }).success,
    ],
    ['service addresses', (value) => AddressSchema.safeParse({ ...ADDRESS, line1: `1 ${value}` }).success],
    [
      'office edits',
      (value) => EditBookingSchema.safeParse({ internalNotes: value, accessNotes: value }).success,
    ],
    [
      "the office's cancellation reasons",
      (value) => UpdateBookingStatusSchema.safeParse({ status: 'cancelled', reason: `Ill ${value}` }).success,
    ],
    ['profile names', (value) => ProfileDetailsSchema.safeParse({ fullName: `Jo ${value}` }).success],
    [
      'profile access notes',
      (value) => ProfileDetailsSchema.safeParse({ fullName: 'Jo Bloggs', accessNotes: value }).success,
    ],
    ['feedback comments', (value) => SubmitFeedbackSchema.safeParse({ rating: 5, comment: value }).success],
    [
      'invoice descriptions',
      (value) =>
        CreateInvoiceSchema.safeParse({
          userId: 'abc',
          lines: [{ description: `Ironing ${value}`, quantity: 1, unitPence: 2500 }],
        }).success,
    ],
    ['void reasons', (value) => VoidInvoiceSchema.safeParse({ reason: `Sent twice ${value}` }).success],
    [
      'enquiry messages',
      (value) =>
        EnquirySchema.safeParse({
          type: 'general',
          name: 'Jo Bloggs',
          email: 'jo@example.org',
          subject: 'Hello',
          message: `A question ${value}`,
        }).success,
    ],
    [
      'enquiry names and subjects',
      (value) =>
        EnquirySchema.safeParse({
          type: 'general',
          name: `Jo ${value}`,
          email: 'jo@example.org',
          subject: 'Hello',
          message: 'A question about a clean',
        }).success &&
        EnquirySchema.safeParse({
          type: 'general',
          name: 'Jo Bloggs',
          email: 'jo@example.org',
          subject: `Hello ${value}`,
          message: 'A question about a clean',
        }).success,
    ],
    [
      'registration names and addresses',
      (value) =>
        [{ fullName: `Jo ${value}` }, { address: `1 High Street ${value}` }].every(
          (change) =>
            EnquirySchema.safeParse({
              type: 'cleaning',
              fullName: 'Jo Bloggs',
              telephone: '01632 960000',
              address: '1 High Street',
              email: 'jo@example.org',
              serviceRequired: 'cleaning',
              ...change,
            }).success,
        ),
    ],
    [
      'registration requirements',
      (value) =>
        EnquirySchema.safeParse({
          type: 'cleaning',
          fullName: 'Jo Bloggs',
          telephone: '01632 960000',
          address: '1 High Street',
          email: 'jo@example.org',
          serviceRequired: 'cleaning',
          specialRequirements: value,
        }).success,
    ],
  ];

  /** Fields that hold one line: a line break is refused with the rest. */
  const ONE_LINE = new Set([
    'service addresses',
    'staff names',
    'profile names',
    'invoice descriptions',
    'enquiry names and subjects',
    'registration names and addresses',
  ]);
  const LINE_BREAKS = ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'Quote please\n=1+1'];
  const MULTI_LINE = ACCEPTED.filter((value) => /[\r\n]/.test(value));

  it.each(inFreeText)('holds in %s', (field, accepts) => {
    const oneLine = ONE_LINE.has(field);
    for (const value of Object.values(REFUSED)) expect(accepts(value), JSON.stringify(value)).toBe(false);
    for (const value of ACCEPTED)
      expect(accepts(value), value).toBe(!(oneLine && MULTI_LINE.includes(value)));
    if (oneLine) for (const value of LINE_BREAKS) expect(accepts(value), JSON.stringify(value)).toBe(false);
  });

  it('says a one-line field must be on one line', () => {
    const result = EnquirySchema.safeParse({
      type: 'general',
      name: 'Jo Bloggs',
      email: 'jo@example.org',
      subject: 'Quote please\n=1+1',
      message: 'A question about a clean',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['subject'], message: 'Subject must be on one line' }),
    ]);
  });

  it('trims free text and caps its length', () => {
    const parsed = SubmitFeedbackSchema.parse({ rating: 4, comment: '  kind words  ' });
    expect(parsed.comment).toBe('kind words');
    expect(SubmitFeedbackSchema.parse({ rating: 4, comment: '   ' }).comment).toBeUndefined();
    expect(SubmitFeedbackSchema.safeParse({ rating: 4, comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});
