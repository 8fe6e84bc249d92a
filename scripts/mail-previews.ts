import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type NoticeFacts, newNoticeRecord } from '../lambdas/data/notice';
import { renderMail } from '../lambdas/lib/mail';
import { renderNotice } from '../lambdas/notices/render';
import { customMessageContent } from '../lambdas/users/custom-message';
import { growth } from '../shared/business';
import {
  type MailKind,
  NOTICE_AUDIENCE,
  NOTICE_KINDS,
  type NoticeKind,
  TEXT_ONLY_KINDS,
} from '../shared/notices';

/** Every kind that is mailed: a text-only kind (a mobile's code) has no mail to preview. */
const MAIL_KINDS = NOTICE_KINDS.filter(
  (kind): kind is MailKind => !(TEXT_ONLY_KINDS as readonly NoticeKind[]).includes(kind),
);

import type { Booking } from '../shared/schemas/booking';
import type { Invoice } from '../shared/schemas/invoice';
import type { CreditNote, Payment } from '../shared/schemas/payment';
import type { Quote } from '../shared/schemas/quote';
import type { VisitRecord } from '../shared/schemas/visit-day';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from './chromium';

/**
 * Every notice and every account mail, rendered from realistic facts to `.local/mail-previews/`: the
 * HTML, the plain text, any calendar file, and screenshots of the HTML at 390 px (a phone) and 800 px
 * (a desktop mail app) in Chromium, to look at before shipping a change to a template.
 *
 *   npm run mail:previews [-- --no-screenshots]
 */
const OUT = path.resolve('.local/mail-previews');
const SITE = 'http://localhost:8080';
const WIDTHS = [390, 800] as const;

// A visit on the Sunday the clocks go forward (28 March 2027), so the previews show London time.
const visit: Booking = {
  id: '5f0c2a9e-3d1b-4c55-9a44-1c2f6b7e8d90',
  userId: 'demo-client',
  serviceType: 'deep_cleaning',
  serviceDate: '2027-03-29',
  serviceTime: '10:00',
  durationHours: 4,
  status: 'confirmed',
  staffName: 'Joanna Kowalska',
  createdAt: '2027-03-01T09:12:00Z',
  address: { line1: '7 Darkes Lane', line2: 'Flat 2', town: 'Potters Bar', postcode: 'EN6 1AA' },
  specialInstructions: 'The key is with the neighbour at number 9. Please mind the cat.',
  estimate: {
    ratePence: 2000,
    hours: 4,
    basePence: 8000,
    surchargePence: 0,
    discountPercent: 0,
    discountPence: 0,
    totalPence: 8000,
  },
  scheduleVersion: 1,
};

/** What a cleaning visit's day recorded: its times, the checklist ticked (one with a note), a note. */
const cleaningDay: VisitRecord = {
  onMyWayAt: '2027-03-29T08:41:00Z',
  actualStart: '2027-03-29T08:58:00Z',
  actualEnd: '2027-03-29T12:55:00Z',
  checklist: [
    { id: 'd1', label: 'Inside the oven, fridge and microwave', done: true, at: '2027-03-29T10:02:00Z' },
    {
      id: 'd2',
      label: 'Limescale removed in bathrooms',
      done: true,
      note: 'The shower head needed a second soak.',
      at: '2027-03-29T11:10:00Z',
    },
    { id: 'd3', label: 'Inside windows and sills', done: false },
  ],
  note: 'The cat stayed in the garden all morning.',
};

/** An evening's babysitting and its handover. */
const careVisit: Booking = {
  ...visit,
  serviceType: 'babysitting',
  serviceTime: '18:30',
  durationHours: 4,
  staffName: 'Priya Patel',
  specialInstructions: 'Bedtime is 19:30 for Ella, 20:00 for Sam.',
};
const careDay: VisitRecord = {
  actualStart: '2027-03-29T17:27:00Z',
  actualEnd: '2027-03-29T21:34:00Z',
  checklist: [
    { id: 'd1', label: 'Tea or supper as agreed', done: true, at: '2027-03-29T18:15:00Z' },
    { id: 'd2', label: 'Bedtime routine', done: true, at: '2027-03-29T19:45:00Z' },
  ],
  handover: {
    meals: 'Pasta and peas at 18:00; both ate well. Yoghurt after.',
    sleep: 'Ella asleep by 19:40, Sam by 20:15 after two stories.',
    mood: 'Happy and chatty; Sam a little tired after school.',
    notes: 'Ella has a wobbly tooth.',
  },
};

const invoice: Invoice = {
  id: 'c1d2e3f4-0000-4000-8000-000000000042',
  userId: 'demo-client',
  invoiceNumber: 'INV-2027-000042',
  paymentReference: 'INV-2027-000042',
  status: 'unpaid',
  invoiceDate: '2027-04-01',
  dueDate: '2027-04-15',
  monthly: false,
  billTo: { name: 'Alex Morgan' },
  lines: [],
  subtotalPence: 8000,
  vatPence: 0,
  vatRatePercent: 0,
  totalPence: 8000,
  createdAt: '2027-04-01T09:00:00Z',
  version: 1,
  hasPdf: true,
};

const client = { name: 'Alex Morgan', email: 'client@example.com' };

/** A card payment taken automatically, and the credit note of a part refund of it. */
const cardPayment: Payment = {
  id: 'pay-4f1c',
  invoiceId: invoice.id,
  userId: 'demo-client',
  provider: 'stripe',
  method: 'card',
  amountPence: 8000,
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
  id: 'cn-0007',
  creditNoteNumber: 'CN-2027-000007',
  invoiceId: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  userId: 'demo-client',
  paymentId: cardPayment.id,
  refundId: 'rf-0007',
  date: '2027-04-20',
  reason: 'The oven clean was not done: the oven was in use',
  amountPence: 2000,
  vatPence: 0,
  vatRatePercent: 0,
  refundedTo: 'Visa ending 4242',
  createdAt: '2027-04-20T10:00:00Z',
};
const directDebit = { description: 'Barclays account ending 23', reference: 'PBHS-7Q2K9M' };

const visitorEnquiry = {
  type: 'general' as const,
  name: client.name,
  email: client.email,
  subject: 'A weekly clean',
  message: 'Could you quote for a weekly clean of a three-bedroom house?',
};

const demoQuote: Quote = {
  id: 'quote-1',
  quoteNumber: 'Q-2027-000007',
  status: 'sent',
  version: 2,
  clientId: 'demo-client',
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

const FACTS: Record<MailKind, NoticeFacts> = {
  'quote-sent': { quote: demoQuote, link: 'https://www.example.com/dashboard/quotes?link=demo' },
  'quote-answered': { quote: demoQuote, answer: { status: 'approved', name: 'Jane Doe' } },
  'booking-requested': { booking: { ...visit, status: 'pending', staffName: undefined } },
  'booking-alert': {
    booking: { ...visit, status: 'pending', staffName: undefined },
    series: {
      frequency: 'weekly',
      visits: [0, 7, 14, 21].map((days) => ({
        serviceDate: new Date(Date.UTC(2027, 2, 29 + days)).toISOString().slice(0, 10),
        serviceTime: '10:00',
      })),
    },
    client,
  },
  'booking-confirmed': { booking: visit },
  'booking-rescheduled': {
    booking: {
      ...visit,
      status: 'pending',
      scheduleVersion: 2,
      rescheduledFrom: { serviceDate: '2027-03-26', serviceTime: '09:00', at: '2027-03-20T10:00:00Z' },
    },
  },
  'booking-staff-changed': { booking: visit, previousStaffName: 'Maria Lopez' },
  'booking-cancelled': {
    booking: {
      ...visit,
      status: 'cancelled',
      cancellation: {
        at: '2027-03-28T15:00:00Z',
        by: 'client',
        feePercent: 50,
        feePence: 4000,
      },
    },
  },
  'visit-reminder': { booking: visit },
  'visit-completed': { booking: { ...visit, status: 'completed', visit: cleaningDay } },
  'visit-on-my-way': { booking: visit, event: { at: '2027-03-29T08:41:00Z' } },
  'care-arrived': { booking: careVisit, event: { at: careDay.actualStart ?? '' } },
  'care-departed': {
    booking: { ...careVisit, status: 'completed', visit: careDay },
    event: { at: careDay.actualEnd ?? '' },
  },
  'visit-ended-early': {
    booking: { ...visit, status: 'completed', visit: cleaningDay },
    client,
    early: { kind: 'short', reason: 'The client was unwell and asked me to leave', minutes: 45 },
  },
  'invoice-issued': { invoice },
  'payment-received': {
    invoice: {
      ...invoice,
      status: 'paid',
      payment: {
        date: '2027-04-15',
        method: 'card',
        recordedAt: '2027-04-15T06:01:00Z',
        paymentId: cardPayment.id,
        reference: cardPayment.description,
      },
    },
    payment: cardPayment,
  },
  'collection-upcoming': {
    invoice: {
      ...invoice,
      monthly: true,
      collection: { state: 'scheduled', method: 'direct_debit', date: '2027-04-15', attempt: 1 },
    },
    collection: {
      method: 'direct_debit',
      date: '2027-04-15',
      description: directDebit.description,
      amountPence: invoice.totalPence,
    },
  },
  'payment-failed': {
    invoice: {
      ...invoice,
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
      ...cardPayment,
      state: 'failed',
      paidDate: undefined,
      failure: { code: 'insufficient_funds', message: 'Card declined: insufficient funds' },
    },
  },
  'invoice-reminder': { invoice, reminder: { daysAfterDue: 3 } },
  'refund-issued': {
    invoice: { ...invoice, status: 'paid', refundedPence: creditNote.amountPence },
    payment: { ...cardPayment, state: 'partially_refunded', refundedPence: creditNote.amountPence },
    creditNote,
  },
  'payment-method-saved': { paymentMethod: { kind: 'direct_debit', ...directDebit } },
  'payment-problem': {
    invoice,
    payment: {
      ...cardPayment,
      method: 'direct_debit',
      description: directDebit.description,
      state: 'charged_back',
    },
    problem: {
      summary: 'The Direct Debit was charged back: the client asked their bank for an indemnity refund',
      clientName: client.name,
    },
  },
  welcome: { account: { fullName: client.name } },
  'review-invitation': { reviewInvitation: { url: growth.reviews.publicReviewUrl } },
  'enquiry-received': { enquiry: visitorEnquiry, reference: 'demo-enquiry' },
  'enquiry-acknowledgement': { enquiry: visitorEnquiry, reference: 'demo-enquiry' },
  'enquiry-invitation': { enquiry: visitorEnquiry, reference: 'demo-enquiry' },
  'account-exists': { existingAccount: true },
  'sign-up-code': { signUpCode: { code: '042917', validMinutes: 60 } },
  'staff-invitation': { staffInvitation: { code: '318204', validDays: 7, email: 'maria.lopez@example.com' } },
  'account-deleted': { erasure: { by: 'office', cancelledVisits: 1, invoicesKept: 3 } },
  'credential-expiring': {
    credential: {
      staffId: 'demo-staff',
      name: 'Priya Patel',
      credential: 'paediatricFirstAid',
      validUntil: '2027-04-09',
      expired: false,
    },
  },
  'key-not-returned': {
    key: {
      id: 'a7b8c9d0-0000-4000-8000-000000000007',
      tag: 'K-007',
      kind: 'key',
      label: 'Front door',
      clientName: client.name,
      holderName: 'Priya Patel',
      since: '2027-03-29T08:30:00Z',
      dueBackAt: '2027-03-30T01:00:00Z',
    },
  },
  'referral-earned': { referral: { firstName: 'Priya', creditPence: 2500 } },
};

/** Other faces of some kinds, previewed beside them as `<kind>--<variant>`. */
const VARIANTS: { name: string; kind: NoticeKind; facts: NoticeFacts }[] = [
  {
    name: 'invoice-issued--collected',
    kind: 'invoice-issued',
    facts: {
      invoice: {
        ...invoice,
        monthly: true,
        collection: { state: 'scheduled', method: 'direct_debit', date: '2027-04-15', attempt: 1 },
      },
    },
  },
  {
    name: 'invoice-issued--childcare',
    kind: 'invoice-issued',
    facts: { invoice: { ...invoice, childcare: { ofstedNumbers: ['EY123456'] } } },
  },
  {
    name: 'payment-method-saved--card',
    kind: 'payment-method-saved',
    facts: { paymentMethod: { kind: 'card', description: 'Visa ending 4242' } },
  },
];

const ACCOUNT_MAILS = ['CustomMessage_SignUp', 'CustomMessage_ForgotPassword'] as const;

const main = async () => {
  mkdirSync(OUT, { recursive: true });
  const pages: string[] = [];
  for (const { name, kind, facts } of [
    ...MAIL_KINDS.map((kind) => ({ name: kind, kind, facts: FACTS[kind] })),
    ...VARIANTS,
  ]) {
    const notice = newNoticeRecord({
      kind,
      userId: 'demo-client',
      subject:
        'invoice' in facts
          ? { type: 'invoice', id: invoice.id }
          : 'enquiry' in facts
            ? { type: 'enquiry', id: 'demo-enquiry' }
            : 'paymentMethod' in facts
              ? { type: 'user', id: 'demo-client' }
              : { type: 'booking', id: visit.id },
      facts,
    });
    const to = NOTICE_AUDIENCE[kind] === 'office' ? { name: 'Office', email: 'office@example.com' } : client;
    const mail = renderNotice(notice, to, { siteUrl: SITE });
    writeFileSync(path.join(OUT, `${name}.html`), mail.html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    for (const file of mail.attachments)
      writeFileSync(path.join(OUT, `${name}-${file.filename}`), Buffer.from(file.content, 'base64'));
    pages.push(name);
  }
  for (const source of ACCOUNT_MAILS) {
    const content = customMessageContent(
      {
        triggerSource: source,
        request: { codeParameter: '482913', userAttributes: { name: client.name, email: client.email } },
      } as unknown as Parameters<typeof customMessageContent>[0],
      SITE,
    );
    if (!content) throw new Error(`no account mail for ${source}`);
    const mail = renderMail(content, { siteUrl: SITE });
    const name = source.replace('CustomMessage_', 'account-').toLowerCase();
    writeFileSync(path.join(OUT, `${name}.html`), mail.html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    pages.push(name);
  }
  console.log(`rendered ${pages.length} mails to ${OUT}`);
  if (process.argv.includes('--no-screenshots')) return;

  assertChromium();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS],
    headless: true,
  });
  try {
    for (const width of WIDTHS) {
      const tab = await browser.newPage({ viewport: { width, height: 900 } });
      // The logo is served by the site, which these files are not on: answered from web/public.
      await tab.route('**/images/mail-logo.png', (route) =>
        route.fulfill({ path: path.resolve('web/public/images/mail-logo.png'), contentType: 'image/png' }),
      );
      for (const name of pages) {
        await tab.goto(`file://${path.join(OUT, `${name}.html`)}`);
        await tab.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
      }
      await tab.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots at ${WIDTHS.join(' and ')} px in ${OUT}`);
};

await main();
