import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type NoticeFacts, newNoticeRecord } from '../../../../lambdas/data/notice';
import { renderNotice } from '../../../../lambdas/notices/render';
import type { TemplateKind } from '../../../../lambdas/notices/templates';
import { customMessageContent, handler } from '../../../../lambdas/users/custom-message';
import { NOTICE_KINDS, type NoticeKind } from '../../../../shared/notices';
import { DIRECT_DEBIT_GUARANTEE, SAVED_CARD_CONSENT } from '../../../../shared/payments';
import type { Booking } from '../../../../shared/schemas/booking';
import type { Invoice } from '../../../../shared/schemas/invoice';
import type { CreditNote, Payment } from '../../../../shared/schemas/payment';
import type { Quote } from '../../../../shared/schemas/quote';

const SITE = 'https://www.example.com';
const recipient = { name: 'Jane Doe', email: 'jane@example.com' };

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  userId: 'user-1',
  serviceType: 'deep_cleaning',
  serviceDate: '2027-03-28',
  serviceTime: '10:00',
  durationHours: 3,
  status: 'confirmed',
  staffName: 'Sam Carter',
  createdAt: '2027-03-01T09:00:00Z',
  address: { line1: '12 High Street', town: 'Potters Bar', postcode: 'EN6 1AA' },
  specialInstructions: '<script>alert(1)</script> & mind the cat',
  estimate: {
    ratePence: 2000,
    hours: 3,
    basePence: 6000,
    surchargePence: 0,
    discountPercent: 0,
    discountPence: 0,
    totalPence: 6000,
  },
  scheduleVersion: 2,
  ...over,
});

const invoice: Invoice = {
  id: 'inv-1',
  userId: 'user-1',
  invoiceNumber: 'INV-2027-000042',
  paymentReference: 'INV-2027-000042',
  status: 'paid',
  invoiceDate: '2027-04-01',
  dueDate: '2027-04-15',
  monthly: true,
  billTo: { name: 'Jane Doe' },
  lines: [],
  subtotalPence: 10000,
  vatPence: 2000,
  vatRatePercent: 20,
  totalPence: 12345,
  createdAt: '2027-04-01T09:00:00Z',
  version: 1,
  payment: { date: '2027-04-10', method: 'bank_transfer', recordedAt: '2027-04-10T10:00:00Z' },
  hasPdf: true,
};

const unpaid: Invoice = { ...invoice, status: 'unpaid', payment: undefined };

const payment: Payment = {
  id: 'pay-1',
  invoiceId: 'inv-1',
  userId: 'user-1',
  provider: 'stripe',
  method: 'card',
  amountPence: 12345,
  state: 'paid',
  description: 'Visa ending 4242',
  automatic: true,
  paidDate: '2027-04-15',
  attempt: 1,
  refundedPence: 0,
  refunds: [],
  history: [],
  createdAt: '2027-04-15T06:00:00Z',
};

const creditNote: CreditNote = {
  id: 'cn-1',
  creditNoteNumber: 'CN-2027-000007',
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-2027-000042',
  userId: 'user-1',
  paymentId: 'pay-1',
  refundId: 'rf-1',
  date: '2027-04-20',
  reason: 'The oven clean was not done',
  amountPence: 3000,
  vatPence: 500,
  vatRatePercent: 20,
  refundedTo: 'Visa ending 4242',
  createdAt: '2027-04-20T10:00:00Z',
};

/** The notices: each with the facts its sender gives it. */
const demoQuote: Quote = {
  id: 'quote-1',
  quoteNumber: 'Q-2027-000007',
  status: 'sent',
  version: 2,
  clientId: 'user-1',
  recipient: { name: 'Jane Doe', email: 'jane@example.com' },
  title: 'End of tenancy clean',
  lines: [
    { description: 'End of tenancy clean, 3 bedrooms', quantity: 1, unitPence: 36000, amountPence: 36000 },
  ],
  subtotalPence: 30000,
  vatPence: 6000,
  vatRatePercent: 20,
  totalPence: 36000,
  depositPence: 9000,
  deposit: { kind: 'percent', percent: 25 },
  validUntil: '2027-04-30',
  createdAt: '2027-03-31T09:00:00Z',
  history: [],
};

const MONEY_FACTS: Partial<Record<NoticeKind, NoticeFacts>> = {
  'quote-sent': { quote: demoQuote, link: 'https://www.example.com/dashboard/quotes?link=abc' },
  'quote-answered': {
    quote: demoQuote,
    answer: { status: 'changes_requested', message: 'Could you include the oven?' },
  },
  'invoice-issued': { invoice: unpaid },
  'payment-received': { invoice },
  'collection-upcoming': {
    invoice: {
      ...unpaid,
      collection: { state: 'scheduled', method: 'direct_debit', date: '2027-04-15', attempt: 1 },
    },
    collection: {
      method: 'direct_debit',
      date: '2027-04-15',
      description: 'Barclays account ending 23',
      amountPence: 12345,
    },
  },
  'payment-failed': {
    invoice: {
      ...unpaid,
      collection: {
        state: 'failed',
        method: 'card',
        date: '2027-04-15',
        attempt: 1,
        retryDate: '2027-04-18',
        failure: 'Card declined: insufficient funds',
      },
    },
    payment: {
      ...payment,
      state: 'failed',
      paidDate: undefined,
      failure: { code: 'insufficient_funds', message: 'Card declined: insufficient funds' },
    },
  },
  'invoice-reminder': { invoice: { ...unpaid, remindersSent: [10] }, reminder: { daysAfterDue: 10 } },
  'refund-issued': {
    invoice: { ...invoice, refundedPence: 3000 },
    payment: { ...payment, state: 'partially_refunded', refundedPence: 3000 },
    creditNote,
  },
  'payment-method-saved': {
    paymentMethod: { kind: 'direct_debit', description: 'Barclays account ending 23', reference: 'MD-7Q2K9' },
  },
  'payment-problem': {
    invoice: unpaid,
    payment: {
      ...payment,
      method: 'direct_debit',
      description: 'Barclays account ending 23',
      state: 'charged_back',
    },
    problem: { summary: 'The Direct Debit was charged back by the bank', clientName: 'Jane Doe' },
  },
  'review-invitation': { reviewInvitation: { url: 'https://g.page/r/example-review' } },
};

const factsFor = (kind: NoticeKind, b = booking()): NoticeFacts =>
  MONEY_FACTS[kind]
    ? MONEY_FACTS[kind]
    : kind === 'welcome'
      ? { account: { fullName: 'Jane Doe' } }
      : kind === 'credential-expiring'
        ? {
            credential: {
              staffId: 's-1',
              name: 'Priya Patel',
              credential: 'paediatricFirstAid',
              validUntil: '2027-04-09',
              expired: false,
            },
          }
        : kind === 'account-deleted'
          ? { erasure: { by: 'office', cancelledVisits: 2, invoicesKept: 3 } }
          : kind === 'staff-invitation'
            ? { staffInvitation: { code: '318204', validDays: 7, email: 'maria+team@example.org' } }
            : kind === 'referral-earned'
              ? { referral: { firstName: 'Priya', creditPence: 2500 } }
              : {
                  booking:
                    kind === 'booking-cancelled'
                      ? {
                          ...b,
                          status: 'cancelled',
                          cancellation: {
                            at: '2027-03-27T12:00:00Z',
                            by: 'office',
                            reason: 'Staff illness',
                            feePercent: 0,
                            feePence: 0,
                          },
                        }
                      : kind === 'booking-rescheduled'
                        ? {
                            ...b,
                            rescheduledFrom: {
                              serviceDate: '2027-03-21',
                              serviceTime: '09:00',
                              at: '2027-03-10T10:00:00Z',
                            },
                          }
                        : b,
                  client: { name: 'Jane Doe', email: 'jane@example.com' },
                  ...(kind === 'booking-staff-changed' ? { previousStaffName: 'Maria Lopez' } : {}),
                  ...(kind === 'visit-ended-early'
                    ? {
                        early: {
                          kind: 'short',
                          reason: 'The client felt unwell and asked me to go',
                          minutes: 50,
                        },
                      }
                    : {}),
                };

/** A key a member kept past its time: London wall-clock times, the clocks gone forward. */
const keyFacts: NoticeFacts = {
  key: {
    id: 'key-1',
    tag: 'K-007',
    kind: 'fob',
    label: 'Side gate',
    clientName: 'Jane Doe',
    holderName: 'Priya Patel',
    since: '2027-03-28T08:30:00Z',
    dueBackAt: '2027-03-29T01:00:00Z',
  },
};

const render = (kind: NoticeKind, b?: Booking) =>
  renderNotice(
    newNoticeRecord({
      kind,
      userId: 'user-1',
      subject: { type: 'booking', id: 'bk-1' },
      facts: kind === 'key-not-returned' ? keyFacts : factsFor(kind, b),
    }),
    recipient,
    { siteUrl: SITE },
  );

/** The HTML as a reader sees it: tags gone, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const EXPECTED: Record<TemplateKind, string[]> = {
  'booking-requested': [
    'Sunday 28 Mar 2027, 10:00 to 13:00 (UK time)',
    '12 High Street, Potters Bar, EN6 1AA',
    '£60.00',
  ],
  'booking-alert': [
    'Jane Doe (jane@example.com)',
    'Sunday 28 Mar 2027, 10:00 to 13:00',
    '/dashboard/bookings?client=user-1',
  ],
  'booking-confirmed': ['Sam Carter', 'Sunday 28 Mar 2027, 10:00 to 13:00', '£60.00'],
  'booking-rescheduled': ['Sunday 21 Mar 2027, 09:00', 'Sunday 28 Mar 2027, 10:00 to 13:00'],
  'booking-cancelled': ['Staff illness', 'Potters Bar Home Services', 'None'],
  'booking-staff-changed': [
    'Maria Lopez can no longer come to your visit, so Sam Carter will come instead.',
    'Sunday 28 Mar 2027, 10:00 to 13:00',
  ],
  'visit-reminder': ['Sam Carter', 'Sunday 28 Mar 2027, 10:00 to 13:00', '/dashboard/account'],
  'visit-completed': ['/dashboard/feedback', 'Sam Carter'],
  'invoice-issued': [
    'INV-2027-000042',
    '£123.45',
    '15 Apr 2027',
    'Sort code 00-00-00',
    'Pay by card',
    '/dashboard/invoices?pay=inv-1',
    'Late payments may incur interest at 8% a year above the Bank of England base rate.',
  ],
  'payment-received': ['£123.45', 'Bank transfer', '10 Apr 2027', 'Your receipt (PDF) is in your account'],
  'collection-upcoming': [
    'Advance notice of your Direct Debit',
    'On Thursday 15 Apr 2027 we will take £123.45 for invoice INV-2027-000042 from Barclays account ending 23',
    'GoCardless',
    'Direct Debit Guarantee',
    '/dashboard/invoices',
  ],
  'payment-failed': [
    'We could not take £123.45 for invoice INV-2027-000042 from Visa ending 4242',
    'Card declined: insufficient funds',
    'We will try again on Sunday 18 Apr 2027',
    'Sort code 00-00-00',
    'Pay by card',
    '/dashboard/invoices?pay=inv-1',
  ],
  'invoice-reminder': [
    'It was due on Thursday 15 Apr 2027, 10 days ago',
    '£123.45',
    'Days overdue',
    'Late payments may incur interest at 8% a year above the Bank of England base rate.',
    'Reference: INV-2027-000042',
    '/dashboard/invoices?pay=inv-1',
  ],
  'refund-issued': [
    'We have refunded £30.00 of invoice INV-2027-000042',
    'CN-2027-000007',
    'Refunded to Visa ending 4242',
    'It may take 5–10 days to reach your account',
    'The oven clean was not done',
    '/dashboard/invoices',
  ],
  'payment-method-saved': [
    'Direct Debit confirmation',
    'Barclays account ending 23',
    'MD-7Q2K9',
    'The Direct Debit Guarantee',
    'If an error is made in the payment of your Direct Debit',
    'You can cancel a Direct Debit at any time',
    'Before each payment we will email you its amount and the date it is taken.',
  ],
  'payment-problem': [
    'The Direct Debit was charged back by the bank.',
    'Jane Doe',
    'INV-2027-000042',
    '£123.45',
    '/dashboard/invoices?client=user-1',
  ],
  welcome: ['Jane Doe', '/dashboard/bookings'],
  'quote-sent': [
    'Q-2027-000007 (version 2)',
    '£360.00 including VAT',
    '£90.00',
    '30 Apr 2027',
    '/dashboard/quotes?link=abc',
  ],
  'quote-answered': [
    'Jane Doe asked for a change to quote Q-2027-000007',
    'Could you include the oven?',
    '/dashboard/quotes',
  ],
  'account-deleted': ['As you asked us, our office has deleted your account', 'Invoices kept', '6 years'],
  'credential-expiring': [
    "Priya Patel's paediatric first aid certificate is valid until 09 Apr 2027",
    'childcare, babysitting or nanny visits',
    '/dashboard/team',
  ],
  'key-not-returned': [
    'Priya Patel still holds key K-007',
    'Fob: Side gate',
    'Sunday 28 Mar 2027, 09:30 (UK time)',
    'Monday 29 Mar 2027, 02:00 (UK time)',
    '/dashboard/keys',
  ],
  'staff-invitation': ['Our office has added you to the team', '318204', 'for 7 days', '/auth?mode=join'],
  'review-invitation': [
    'We ask every client the same thing, whatever they told us',
    'https://g.page/r/example-review',
    'at most once every 90 days',
    '/dashboard/account',
  ],
  'visit-on-my-way': ['Sam Carter is on the way', '12 High Street, Potters Bar, EN6 1AA', 'bk-1'],
  'care-arrived': ['Sam Carter has arrived', 'Sunday 28 Mar 2027, 10:00 to 13:00', '/dashboard/bookings'],
  'care-departed': ['The handover', 'Sam Carter left at the end of the visit', '/dashboard/feedback'],
  'referral-earned': ['Priya signed up with your referral code', '£25.00', 'never paid out in cash'],
  'visit-ended-early': [
    'A visit ended early',
    'Sam Carter checked out after 50 minutes, under half of the 180 minutes booked',
    'The client felt unwell and asked me to go',
    'counts neither among clients served nor towards a referral credit',
    '/dashboard/bookings?client=user-1',
  ],
};

const LAYOUT_KINDS = NOTICE_KINDS.filter((kind): kind is TemplateKind => kind in EXPECTED);

const enquiry = {
  type: 'general' as const,
  name: 'Jo Bloggs',
  email: 'jo+tag@example.org',
  subject: 'A weekly clean',
  message: 'Could you quote <b>for</b> a weekly clean?',
};

const renderPlain = (kind: NoticeKind) =>
  renderNotice(
    newNoticeRecord({
      kind,
      userId: '',
      subject: { type: 'enquiry', id: 'ref-1' },
      facts:
        kind === 'account-exists'
          ? { existingAccount: true }
          : kind === 'sign-up-code'
            ? { signUpCode: { code: '042917', validMinutes: 60 } }
            : { enquiry, reference: 'ref-1' },
    }),
    { name: '', email: enquiry.email },
    { siteUrl: SITE },
  );

describe('enquiry and sign-up notices (decision 012)', () => {
  it('keep their own plain words: the office sees what was sent, escaped', () => {
    const mail = renderPlain('enquiry-received');
    expect(mail.subject).toBe('General enquiry: A weekly clean');
    expect(mail.text).toContain('reference ref-1');
    expect(mail.text).toContain(enquiry.message);
    expect(mail.html).toContain('&#60;b&#62;for&#60;/b&#62;');
    expect(mail.attachments).toEqual([]);
  });

  it('repeat nothing the visitor typed to the address they typed, but their own address in the link', () => {
    const acknowledgement = renderPlain('enquiry-acknowledgement');
    expect(acknowledgement.text).toContain('Your reference: ref-1');
    const invitation = renderPlain('enquiry-invitation');
    expect(invitation.text).toContain(`${SITE}/auth?mode=signup&email=jo%2Btag%40example.org`);
    for (const mail of [acknowledgement, invitation])
      for (const typed of ['Jo Bloggs', 'weekly clean']) expect(mail.text + mail.html).not.toContain(typed);
  });

  it('tell an existing account owner how to sign in, with nothing the person signing up typed', () => {
    const mail = renderPlain('account-exists');
    expect(mail.subject).toBe('Your Potters Bar Home Services account');
    expect(mail.text).toContain('already has one');
    expect(mail.text).toContain(`${SITE}/auth`);
  });

  it('sends a sign-up code with the company words only, the code large and the sign-up page a link', () => {
    const mail = renderPlain('sign-up-code');
    expect(mail.subject).toBe('Your Potters Bar Home Services sign-up code: 042917');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('\n042917\n');
    expect(mail.html).toContain('letter-spacing:4px">042917</p>');
    expect(mail.html).toContain(`<a href="${SITE}/auth?mode=signup">`);
  });
});

describe('notice mail', () => {
  it.each(LAYOUT_KINDS)('%s says its facts in both parts', (kind) => {
    const mail = render(kind);
    for (const fact of EXPECTED[kind]) {
      expect(mail.text).toContain(fact);
      // A link's address is in an href, the rest is what a reader sees.
      expect(fact.startsWith('/') ? mail.html : visible(mail.html)).toContain(fact);
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html><html [^>]*lang="en-GB"/);
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('alt="Potters Bar Home Services"');
    expect(mail.text).toContain('company number 09999999');
  });

  it('never injects what a client typed as HTML', () => {
    const mail = render('booking-confirmed');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; mind the cat');
    expect(mail.text).toContain('<script>alert(1)</script> & mind the cat');
  });

  it('attaches the calendar file to confirmed, moved and cancelled visits only', () => {
    expect(render('booking-requested').attachments).toEqual([]);
    expect(render('visit-reminder').attachments).toEqual([]);
    const [file] = render('booking-confirmed').attachments;
    expect(file?.filename).toBe('visit.ics');
    expect(file?.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(render('booking-cancelled').attachments[0]?.contentType).toBe(
      'text/calendar; method=CANCEL; charset=UTF-8',
    );
  });
});

const renderWith = (kind: NoticeKind, facts: NoticeFacts) =>
  renderNotice(
    newNoticeRecord({ kind, userId: 'user-1', subject: { type: 'invoice', id: 'inv-1' }, facts }),
    recipient,
    { siteUrl: SITE },
  );

describe('money notices', () => {
  it('an invoice to be collected says so, and neither asks for a transfer nor offers the card button', () => {
    const mail = renderWith('invoice-issued', {
      invoice: {
        ...unpaid,
        collection: { state: 'scheduled', method: 'direct_debit', date: '2027-04-15', attempt: 1 },
      },
    });
    expect(mail.text).toContain('we will take it automatically by Direct Debit on Thursday 15 Apr 2027');
    expect(mail.text).toContain('To be collected by Direct Debit on 15 Apr 2027');
    expect(mail.text).not.toContain('Sort code');
    expect(mail.text).not.toContain('?pay=');
    expect(mail.html).not.toContain('Pay by card');
  });

  it('a childcare invoice offers Tax-Free Childcare with its reference and the Ofsted registration', () => {
    const mail = renderWith('invoice-issued', {
      invoice: { ...unpaid, childcare: { ofstedNumbers: ['EY123456'] } },
    });
    expect(mail.text).toContain('We accept Tax-Free Childcare');
    expect(mail.text).toContain('quoting INV-2027-000042');
    expect(mail.text).toMatch(/Ofsted registration:\s+EY123456/);
    expect(render('invoice-issued').text).not.toContain('Tax-Free Childcare');
  });

  it('a receipt for part of an invoice says the rest is due, with the card and the amount paid', () => {
    const mail = renderWith('payment-received', {
      invoice: unpaid,
      payment: { ...payment, amountPence: 5000 },
    });
    expect(mail.subject).toBe('Receipt: £50.00 received for invoice INV-2027-000042');
    expect(mail.text).toContain(
      'We have received £50.00 towards invoice INV-2027-000042. The rest is still due',
    );
    expect(mail.text).toContain('Card, Visa ending 4242');
    expect(mail.text).toMatch(/Paid on:\s+15 Apr 2027/);
  });

  it('a failure with no retry says nothing more is taken automatically', () => {
    const mail = renderWith('payment-failed', {
      invoice: {
        ...unpaid,
        collection: {
          state: 'failed',
          method: 'direct_debit',
          date: '2027-04-15',
          attempt: 2,
          failure: 'Account closed',
        },
      },
    });
    expect(mail.text).toContain('We will not try again automatically');
    expect(mail.text).toMatch(/What happened:\s+Account closed/);
    expect(mail.text).toContain(`${SITE}/dashboard/invoices?pay=inv-1`);
  });

  it('a Tax-Free Childcare refund goes back to the childcare account', () => {
    const mail = renderWith('refund-issued', {
      invoice,
      payment: {
        ...payment,
        provider: 'office',
        method: 'tax_free_childcare',
        description: 'Tax-Free Childcare',
      },
      creditNote: { ...creditNote, refundedTo: 'your childcare account' },
    });
    expect(mail.text).toContain('Returned to your childcare account');
    expect(mail.text).toContain('It goes back to your childcare account');
    expect(mail.text).not.toContain('5–10 days');
  });

  it('a saved card repeats the consent the client gave', () => {
    const mail = renderWith('payment-method-saved', {
      paymentMethod: { kind: 'card', description: 'Visa ending 4242' },
    });
    expect(mail.subject).toBe('Your card is saved for your Potters Bar Home Services invoices');
    expect(mail.text).toContain(SAVED_CARD_CONSENT);
    expect(mail.text).not.toContain('Direct Debit Guarantee');
  });

  it('a Direct Debit confirmation carries the whole Guarantee', () => {
    const mail = render('payment-method-saved');
    for (const paragraph of DIRECT_DEBIT_GUARANTEE) {
      expect(mail.text).toContain(paragraph);
      expect(visible(mail.html)).toContain(paragraph);
    }
  });
});

const calendarOf = (kind: NoticeKind, b: Booking) => {
  const file = render(kind, b).attachments[0];
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(file?.content ?? '', 'base64').toString('utf8')),
  );
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event };
};

/** The event's start as London wall-clock time. */
const londonStart = (event: ICAL.Event) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(event.startDate.toJSDate());

describe('calendar files', () => {
  it.each([
    ['2027-03-28', '10:00', '28/03/2027, 10:00', '2027-03-28T09:00:00.000Z'],
    ['2027-10-31', '10:00', '31/10/2027, 10:00', '2027-10-31T10:00:00.000Z'],
  ])('a visit on %s at %s starts at that London time', (serviceDate, serviceTime, london, utc) => {
    const { event } = calendarOf('booking-confirmed', booking({ serviceDate, serviceTime }));
    expect(londonStart(event)).toBe(london);
    expect(event.startDate.toJSDate().toISOString()).toBe(utc);
    expect(event.duration.toSeconds()).toBe(3 * 3600);
  });

  it('keeps the UID, raises the SEQUENCE and cancels with METHOD:CANCEL', () => {
    const confirmed = calendarOf('booking-confirmed', booking({ scheduleVersion: 1 }));
    const moved = calendarOf('booking-rescheduled', booking({ scheduleVersion: 2 }));
    const cancelled = calendarOf('booking-cancelled', booking({ scheduleVersion: 2 }));
    expect(confirmed.event.uid).toBe('bk-1@www.example.com');
    expect(moved.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect([confirmed.event.sequence, moved.event.sequence, cancelled.event.sequence]).toEqual([1, 2, 3]);
    expect(confirmed.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('Cognito custom message', () => {
  const event = (triggerSource: string) =>
    ({
      triggerSource,
      request: { codeParameter: '{####}', usernameParameter: null, userAttributes: { name: 'Jane Doe' } },
      response: { smsMessage: '', emailMessage: '', emailSubject: '' },
    }) as never;

  it('says a reset is a reset, what to do if not asked, and keeps the code placeholder', async () => {
    process.env.SITE_URL = SITE;
    const answer = (await handler(event('CustomMessage_ForgotPassword'))) as unknown as {
      response: { emailMessage: string; emailSubject: string };
    };
    expect(answer.response.emailSubject).toBe('Reset your Potters Bar Home Services password');
    expect(answer.response.emailMessage).toContain('{####}');
    expect(answer.response.emailMessage).toContain('reset the password');
    expect(answer.response.emailMessage).toContain('If you did not ask for this');
  });

  it('asks to verify the address at sign-up and on a resend', () => {
    for (const source of ['CustomMessage_SignUp', 'CustomMessage_ResendCode'])
      expect(customMessageContent(event(source), SITE)?.heading).toBe('Verify your email address');
    expect(customMessageContent(event('CustomMessage_Authentication'), SITE)).toBeUndefined();
  });

  it('greets no one by name when the address is not proven yet: the name is what the asker typed', () => {
    for (const source of [
      'CustomMessage_SignUp',
      'CustomMessage_ResendCode',
      'CustomMessage_UpdateUserAttribute',
      'CustomMessage_VerifyUserAttribute',
    ])
      expect(customMessageContent(event(source), SITE)?.greeting, source).toBeUndefined();
    // A reset goes to the account's own, proven address, whose owner chose the name.
    expect(customMessageContent(event('CustomMessage_ForgotPassword'), SITE)?.greeting).toBe('Jane Doe');
  });
});
